import type { InventionElement } from '../../../contract';

/** What a sensor named by a quantity measures of a place. */
const QUANTITY = /^(humidity|temperature|moisture|pressure|light|sound|noise|gas|smoke|air quality) sensor$/;

/**
 * "A humidity sensor in the switch plate reads the room every 10 seconds": what a sensor named by a quantity
 * reads of a place is that quantity ("reads the humidity of the room"); a claim's sensor that "reads a room"
 * says nothing of what it senses.
 */
export function sensorsReadTheirQuantity(elements: InventionElement[]): void {
  for (const element of elements) {
    const quantity = QUANTITY.exec(element.name.toLowerCase())?.[1];
    if (!quantity) continue;
    element.functions = element.functions.map((fn) =>
      fn.replace(
        /^(read|check|monitor|sample|watch) the (room|air|soil|space|house|bathroom|kitchen|garage|freezer|fridge|box|tank)\b/,
        `$1 the ${quantity} of the $2`,
      ),
    );
  }
}
