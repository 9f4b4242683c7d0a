import type { InventionModel } from '../../../contract';
import { asLiteral } from '../check/words';
import { introduce, refer } from './claim-language';

const LAYER = /\b(?:layer|coating|plating|film)$/;

/**
 * "The copper layer comes out around 0.1 mm", of a method whose steps never name the layer: the layer the
 * method forms on what its first step works on, as the claims and the description both say it ("a copper
 * layer about 0.1 mm thick is formed on the print").
 */
export function formedLayer(model: InventionModel): string | undefined {
  if (!model.kinds.includes('method')) return undefined;
  const stepsText = model.steps.map((step) => step.action).join(' ');
  const first = /^[a-z]+ing (?:the |an? )?([\w-]+(?: [\w-]+)?)/.exec(model.steps[0]?.action ?? '')?.[1];
  const worked = model.elements.find((e) => e.name === first || e.name === first?.split(' ')[0]);
  if (!worked) return undefined;
  for (const layer of model.elements.filter((e) => LAYER.test(e.name))) {
    if (new RegExp(`\\b${asLiteral(layer.name)}\\b`, 'i').test(stepsText)) continue;
    const thickness = layer.measures
      .map((m) => /^is ((?:about |around )?\d+(?:\.\d+)? [a-z]+ thick)$/.exec(m)?.[1])
      .find(Boolean);
    if (thickness)
      return `${introduce(layer)} ${thickness.replace(/^around /, 'about ')} is formed on ${refer(worked)}`;
  }
  return undefined;
}
