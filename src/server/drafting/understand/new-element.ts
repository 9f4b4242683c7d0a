import type { InventionElement } from '../../../contract';

/** An element of the invention model with nothing yet known of it but what `fields` say. */
export function newElement(name: string, fields: Partial<InventionElement> = {}): InventionElement {
  return {
    name,
    plural: false,
    functions: [],
    relations: [],
    materials: [],
    measures: [],
    alternatives: [],
    options: [],
    substitutes: [],
    sources: [],
    listed: false,
    ...fields,
  };
}
