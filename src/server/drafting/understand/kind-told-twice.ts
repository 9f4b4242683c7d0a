import type { InventionElement } from '../../../contract';

/** Parts named by what they are in one place and by what they do in another: a load cell is a weight sensor. */
const SPECIFIC_OF: Record<string, string[]> = {
  'weight sensor': ['load cell', 'strain gauge', 'scale'],
  'temperature sensor': ['thermistor', 'thermocouple'],
  'motion sensor': ['PIR sensor', 'accelerometer'],
  'light sensor': ['photoresistor', 'photocell'],
};

/**
 * "A weight sensor under the tray notices when the weight goes up" (summary) and "The base has the load cell
 * under the middle" (details): a part the summary names by its kind and the details by what it is, when the
 * details name no other of that kind, is one part, which keeps the details' name and what the summary said
 * it does. Returns the pairs to merge, the part named by its kind second.
 */
export function kindToldTwice(
  elements: InventionElement[],
  toldInSummary: (element: InventionElement) => boolean,
): [InventionElement, InventionElement][] {
  const pairs: [InventionElement, InventionElement][] = [];
  for (const [kind, specifics] of Object.entries(SPECIFIC_OF)) {
    const general = elements.find((element) => element.name.toLowerCase() === kind);
    const named = elements.filter((element) => specifics.includes(element.name));
    if (general && named.length === 1 && toldInSummary(general) && !toldInSummary(named[0]!))
      pairs.push([named[0]!, general]);
  }
  return pairs;
}
