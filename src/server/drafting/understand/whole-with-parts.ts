import type { InventionElement } from '../../../contract';
import { MATERIAL_WORDS, singularWord } from '../check/words';
import type { Elements } from './elements';

/**
 * "a normal plastic basket with two wheels on one end of the bottom": the kind of thing the whole is, in
 * the inventor's words ("normal" says only that it is no new kind), what it is made of, and parts it has.
 */
const KIND_WITH_PARTS =
  /^an? (?:(?:normal|regular|standard|ordinary|plain|simple|basic|typical|everyday) )?([\w-]+) ([\w-]+) with (?:two|three|four|five|six|\d+|an?) ([\w-]+(?: [\w-]+)?) ((?:on|at|along|in|under|near) .+)$/;

/**
 * "It's a normal plastic basket with two wheels on one end of the bottom", of a laundry basket: the
 * basket is plastic, and the wheels sit on one end of its bottom (not a material "a normal plastic basket
 * with …").
 */
export function readKindWithParts(body: InventionElement, elements: Elements) {
  const head = body.name.split(' ').at(-1)!;
  for (const told of [...body.materials]) {
    const kind = KIND_WITH_PARTS.exec(told);
    if (!kind || singularWord(kind[2]!) !== head || !MATERIAL_WORDS.test(kind[1]!)) continue;
    const part = elements.find(kind[3]!);
    if (!part) continue;
    body.materials = body.materials.map((material) => (material === told ? kind[1]! : material));
    // ("on one end of the bottom": the bottom of the whole.)
    const place = kind[4]!.replace(
      /\bthe (bottom|top|back|front|side|base|lid|rim)$/,
      `the $1 of the ${body.name}`,
    );
    part.relations.push(`disposed ${place}`);
  }
}
