import type { InventionElement } from '../../../contract';

const POWER = /^(\d+(?:\.\d+)?x)$/i;

/**
 * "A 3x magnifying lens …", "The lens may be 5x for older eyes": how strong a lens is, no part of its name
 * (claim 1 names a magnifying lens; its magnification, and any other, are dependent claims').
 */
export function magnificationApart(elements: InventionElement[]) {
  for (const element of elements) {
    const named = /^(\d+(?:\.\d+)?x) (.+)$/i.exec(element.name);
    if (named) {
      element.name = named[2]!;
      element.measures.unshift(`is a ${named[1]!.toLowerCase()} ${element.name}`);
    }
    for (const alternative of element.alternatives.filter((alt) => POWER.test(alt)))
      element.measures.push(`is a ${alternative.toLowerCase()} ${element.name}`);
    element.alternatives = element.alternatives.filter((alt) => !POWER.test(alt));
  }
}
