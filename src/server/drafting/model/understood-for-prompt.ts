import type { InventionElement, InventionModel } from '../../../contract';

/**
 * The invention model as the model drafter reads it: what the assistant understood so far, so that a
 * section is written from the elements, steps and alternatives rather than from the last answer alone.
 */
function elementLine(element: InventionElement): string {
  const facts = [
    ...element.materials.map((material) => `made of ${material}`),
    ...element.relations,
    ...element.functions.map((fn) => `to ${fn}`),
    ...element.measures,
    ...element.alternatives.map((alternative) => `alternative: ${alternative}`),
  ];
  return `- ${element.name}${facts.length > 0 ? `: ${facts.join('; ')}` : ''}`;
}

export function understoodForPrompt(model: InventionModel): string {
  const lines = [
    `Kind: ${model.kinds.join(', ') || 'not yet known'}. Subject: ${model.subject || 'not yet known'}.`,
  ];
  if (model.elements.length > 0) lines.push('Elements:', ...model.elements.map(elementLine));
  if (model.steps.length > 0)
    lines.push('Steps, in order:', ...model.steps.map((step, index) => `${index + 1}. ${step.action}`));
  if (model.advantages.length > 0) lines.push(`Advantages: ${model.advantages.join('; ')}`);
  if (model.uses.length > 0) lines.push(`Uses: ${model.uses.join('; ')}`);
  return lines.join('\n');
}
