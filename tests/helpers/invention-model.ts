import type { InventionElement, InventionModel } from '../../src/contract';
import { newElement } from '../../src/server/drafting/understand/new-element';

/**
 * An invention model holding only what a test gives it: every list empty, no purpose, and a body named
 * after the subject unless the test gives one.
 */
export function modelOf(
  fields: Partial<InventionModel> & Pick<InventionModel, 'kinds' | 'subject'>,
): InventionModel {
  return {
    purpose: '',
    elements: [],
    body: newElement(fields.subject),
    steps: [],
    optionalParts: [],
    optionalSteps: [],
    useSteps: [],
    problem: [],
    advantages: [],
    uses: [],
    ...fields,
  };
}

/** An ingredient the inventor listed, with what a test tells of it. */
export function ingredient(name: string, fields: Partial<InventionElement> = {}): InventionElement {
  return newElement(name, { listed: true, ...fields });
}
