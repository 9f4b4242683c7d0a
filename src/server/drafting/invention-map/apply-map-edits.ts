import type { InventionElement, InventionMapEdit, InventionModel, InventionStep } from '../../../contract';
import { pluralOf } from '../write/claim-language';
import { elementId, stepId } from './map-item-ids';
import { namePattern } from './name-pattern';

/** The model with the inventor's map edits applied, and the map's ids of its elements and steps. */
export type EditedInvention = {
  model: InventionModel;
  /** Parallel to model.elements. */
  elementIds: string[];
  /** Parallel to model.steps. */
  stepIds: string[];
  essentialIds: Set<string>;
};

type Entry<T> = { id: string; item: T };

/**
 * "steel beam" to "crossbar" in a phrase, and "the beam" too: phrases name a part by its last word
 * once it is introduced ("bolted under the beam").
 */
function replaceName(text: string, from: string, to: string): string {
  const plural = pluralOf(from).toLowerCase();
  const whole = text.replace(namePattern(from, 'gi'), (found) =>
    found.toLowerCase() === plural ? pluralOf(to) : to,
  );
  const head = from.split(' ').at(-1)!;
  if (head === from) return whole;
  const headPlural = pluralOf(head).toLowerCase();
  return whole.replace(
    new RegExp(`\\b(the|each|said) (${namePattern(head).source})`, 'gi'),
    (_found, article: string, noun: string) =>
      `${article} ${noun.toLowerCase() === headPlural ? pluralOf(to) : to}`,
  );
}

const mentions = (text: string, name: string) => namePattern(name).test(text);

/** Every phrase of the model that can name an element, rewritten by `rewrite` (sources stay: they are the inventor's words). */
function rewritePhrases(
  model: InventionModel,
  elements: Entry<InventionElement>[],
  steps: Entry<InventionStep>[],
  rewrite: (phrases: string[]) => string[],
): InventionModel {
  const rewriteElement = (element: InventionElement): InventionElement => ({
    ...element,
    functions: rewrite(element.functions),
    relations: rewrite(element.relations),
    options: rewrite(element.options),
  });
  for (const entry of elements) entry.item = rewriteElement(entry.item);
  const rewriteSteps = (list: InventionStep[]) =>
    list.flatMap((step) => rewrite([step.action]).map((action) => ({ ...step, action })));
  for (const entry of steps) entry.item = rewriteSteps([entry.item])[0] ?? entry.item;
  return {
    ...model,
    body: rewriteElement(model.body),
    optionalParts: rewrite(model.optionalParts),
    optionalSteps: rewriteSteps(model.optionalSteps),
    useSteps: rewriteSteps(model.useSteps),
  };
}

const unique = (items: string[]) => [...new Set(items)];

function mergeElements(from: InventionElement, into: InventionElement): InventionElement {
  return {
    ...into,
    plural: into.plural || from.plural,
    listed: into.listed || from.listed,
    functions: unique([...into.functions, ...from.functions]),
    relations: unique([...into.relations, ...from.relations]),
    materials: unique([...into.materials, ...from.materials]),
    measures: unique([...into.measures, ...from.measures]),
    alternatives: unique([...into.alternatives, ...from.alternatives]),
    options: unique([...into.options, ...from.options]),
    substitutes: [...into.substitutes, ...from.substitutes],
    sources: unique([...into.sources, ...from.sources]),
  };
}

/**
 * Applies the inventor's map edits, in the order made, to a model rebuilt from the answers. An edit
 * whose item the answers no longer yield is passed over. Renaming and merging rewrite every phrase
 * naming the part, so the claims say the new name; a removed part leaves the phrases that name it;
 * essential parts come first, count as listed and are marked essential, which puts them in claim 1.
 */
export function applyMapEdits(model: InventionModel, edits: readonly InventionMapEdit[]): EditedInvention {
  let edited = model;
  let elements: Entry<InventionElement>[] = model.elements.map((item, i, all) => ({
    id: elementId(
      item.name,
      all.slice(0, i).map((e) => e.name),
    ),
    item,
  }));
  let steps: Entry<InventionStep>[] = model.steps.map((item, i, all) => ({
    id: stepId(
      item.action,
      all.slice(0, i).map((s) => s.action),
    ),
    item,
  }));
  const essentialIds = new Set<string>();
  const find = (id: string) => elements.find((entry) => entry.id === id);

  for (const edit of edits) {
    const element = find(edit.itemId);
    const step = steps.find((entry) => entry.id === edit.itemId);
    if (edit.type === 'rename' && element) {
      const from = element.item.name;
      edited = rewritePhrases(edited, elements, steps, (phrases) =>
        phrases.map((phrase) => replaceName(phrase, from, edit.name)),
      );
      element.item = { ...element.item, name: edit.name };
    } else if (edit.type === 'rename' && step) {
      step.item = { ...step.item, action: edit.name };
    } else if (edit.type === 'merge' && element) {
      const into = find(edit.intoId);
      if (!into || into === element) continue;
      const from = element.item.name;
      elements = elements.filter((entry) => entry !== element);
      edited = rewritePhrases(edited, elements, steps, (phrases) =>
        phrases.map((phrase) => replaceName(phrase, from, into.item.name)),
      );
      into.item = mergeElements(element.item, into.item);
      if (essentialIds.delete(element.id)) essentialIds.add(into.id);
    } else if (edit.type === 'remove' && element) {
      const name = element.item.name;
      elements = elements.filter((entry) => entry !== element);
      essentialIds.delete(element.id);
      edited = rewritePhrases(edited, elements, [], (phrases) =>
        phrases.filter((phrase) => !mentions(phrase, name)),
      );
    } else if (edit.type === 'remove' && step) {
      steps = steps.filter((entry) => entry !== step);
    } else if (edit.type === 'essential' && element) {
      if (edit.essential) essentialIds.add(element.id);
      else essentialIds.delete(element.id);
    }
  }

  // A part renamed to a name the answers also gave is one part.
  const byName = new Map<string, Entry<InventionElement>>();
  for (const entry of elements) {
    const key = entry.item.name.toLowerCase();
    const same = byName.get(key);
    if (same) {
      same.item = mergeElements(entry.item, same.item);
      if (essentialIds.delete(entry.id)) essentialIds.add(same.id);
    } else byName.set(key, entry);
  }
  const ordered = [...byName.values()].sort(
    (a, b) => Number(essentialIds.has(b.id)) - Number(essentialIds.has(a.id)),
  );
  return {
    model: {
      ...edited,
      elements: ordered.map(({ id, item }) =>
        essentialIds.has(id) ? { ...item, listed: true, essential: true } : item,
      ),
      steps: steps.map(({ item }) => item),
    },
    elementIds: ordered.map(({ id }) => id),
    stepIds: steps.map(({ id }) => id),
    essentialIds,
  };
}
