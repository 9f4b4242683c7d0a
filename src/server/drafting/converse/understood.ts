import type { InventionElement, InventionModel } from '../../../contract';
import { asLiteral } from '../check/words';

/** At most this many items are named in one reply: a glimpse of what was understood, not an echo. */
const MAX_ITEMS = 3;
const MAX_FACT_WORDS = 8;

const lower = (text: string) => text.toLowerCase();

/** Whether the inventor's answer mentions the word (a plural or singular form counts). */
function mentions(answer: string, word: string): boolean {
  const stem = lower(word).replace(/(?:es|s)$/, '');
  return stem.length >= 3 && lower(answer).includes(stem);
}

/** Whether the answer mentions the phrase's head word or one of its numbers. */
function said(answer: string, phrase: string): boolean {
  const words = phrase.split(/\s+/).filter((word) => /\w{3,}/.test(word));
  const numbers = phrase.match(/\d+(?:\.\d+)?/g) ?? [];
  const head = words[words.length - 1];
  return (head !== undefined && mentions(answer, head)) || numbers.some((n) => answer.includes(n));
}

function shorten(fact: string): string {
  // ("is 3 cm wide": the measure, "the rubber foot: 3 cm wide".)
  const words = fact.replace(/^(?:is|are)\s+/, '').split(/\s+/);
  return words.length <= MAX_FACT_WORDS ? words.join(' ') : `${words.slice(0, MAX_FACT_WORDS).join(' ')}…`;
}

function newFacts(element: InventionElement, before: InventionElement | undefined): string[] {
  const known = new Set(
    before
      ? [
          ...before.materials,
          ...before.measures,
          ...before.relations,
          ...before.functions,
          ...before.alternatives,
        ]
      : [],
  );
  return (
    [
      ...element.materials,
      ...element.measures,
      ...element.relations,
      ...element.functions.map((fn) => `to ${fn}`),
      ...element.alternatives.map((alternative) => `or ${alternative}`),
    ]
      .filter((fact) => !known.has(fact.replace(/^(?:to|or) /, '')))
      // ("plastic", of a drawer told as "a plastic drawer" before: known by its name then.)
      .filter((fact) => !before?.name.split(' ').includes(fact))
  );
}

/**
 * The element as the model had it before this answer: by its name, or by the longer name it had then
 * ("plastic drawer", named "drawer" once another material was told for it).
 */
function earlier(
  before: InventionModel | undefined,
  element: InventionElement,
): InventionElement | undefined {
  return (
    before?.elements.find((candidate) => candidate.name === element.name) ??
    before?.elements.find((candidate) => candidate.name.endsWith(` ${element.name}`))
  );
}

/**
 * What this answer added to the invention model, as short phrases naming the parts, numbers, steps
 * and alternatives the inventor just gave ("the steel beam, 14 gauge square tubing…").
 */
export function understoodItems(
  before: InventionModel | undefined,
  after: InventionModel,
  answer: string,
): string[] {
  const items: string[] = [];
  const stepsText = [...after.steps, ...after.useSteps].map((step) => step.action).join(' ');
  // ("the scrap (cut into 4 by 15 cm strips …)" beside the step "cutting the scrap into …": what a step
  // did to a thing is told once, as the step.)
  const asStep = (element: InventionElement, fact: string) =>
    stepsText.includes(`the ${element.name} ${fact.split(' ').slice(1).join(' ')}`);
  for (const element of after.elements) {
    const previous = earlier(before, element);
    const facts = newFacts(element, previous).filter(
      (fact) =>
        (said(answer, fact) || mentions(answer, element.name.split(' ').at(-1) ?? '')) &&
        !asStep(element, fact),
    );
    const named = mentions(answer, element.name.split(' ').at(-1) ?? '');
    if (!previous && named) {
      const fact = facts[0];
      items.push(fact ? `the ${element.name} (${shorten(fact)})` : `the ${element.name}`);
    } else if (previous && facts.length > 0 && (named || facts.some((fact) => said(answer, fact)))) {
      items.push(
        facts[0]!.startsWith('or ')
          ? `${shorten(facts[0]!.slice(3))} as an alternative for the ${element.name}`
          : `the ${element.name}: ${shorten(facts[0]!)}`,
      );
    }
  }
  const knownSteps = new Set(
    [...(before?.steps ?? []), ...(before?.useSteps ?? [])].map((step) => step.action),
  );
  for (const step of [...after.steps, ...after.useSteps]) {
    if (knownSteps.has(step.action)) continue;
    const verb = step.action.split(' ')[0]?.replace(/ing$/, '') ?? '';
    if (verb.length >= 3 && step.action.includes(' ') && lower(answer).includes(verb))
      items.push(shorten(step.action));
  }
  for (const element of after.elements) {
    const previous = before?.elements.find((candidate) => candidate.name === element.name);
    const knownSubstitutes = new Set(previous?.substitutes.map((sub) => sub.alternative) ?? []);
    for (const sub of element.substitutes) {
      if (!knownSubstitutes.has(sub.alternative) && mentions(answer, sub.alternative))
        items.push(`${sub.alternative} in place of ${sub.replaces}`);
    }
    const knownOptions = new Set(previous?.options ?? []);
    for (const option of element.options) {
      if (!knownOptions.has(option) && said(answer, option)) items.push(`the option to ${shorten(option)}`);
    }
  }
  const knownParts = new Set(before?.optionalParts ?? []);
  for (const part of after.optionalParts) {
    if (knownParts.has(part) || !said(answer, part)) continue;
    // ("Lime juice can replace half the vinegar": told as what it replaces, not as an extra.)
    const replaced = new RegExp(
      `\\b${asLiteral(part)} (?:can|could|may|will|would) (?:also )?replace ((?:half|some|part|all) (?:of )?)?(?:the )?([\\w -]+?)(?=[.,;!?]|$)`,
      'i',
    ).exec(answer);
    items.push(
      replaced
        ? `${shorten(part)} in place of ${replaced[1] ? `${replaced[1].replace(/ of $/, '').trim()} of ` : ''}the ${replaced[2]}`
        : `an optional ${shorten(part)}`,
    );
  }
  if (items.length > 0) return items;
  // Nothing structural: name the problem, advantage or use the answer gave, in a few words.
  const gist = (label: string, now: string[], then: string[] | undefined) => {
    const known = new Set(then ?? []);
    const fresh = now.find(
      (sentence) => !known.has(sentence) && /\w{4,}/.test(sentence) && said(answer, sentence),
    );
    if (fresh) items.push(`${label} “${shorten(fresh.replace(/[.,;]+$/, ''))}”`);
  };
  gist('the problem', after.problem, before?.problem);
  gist('the advantage', after.advantages, before?.advantages);
  gist('who uses it and where:', after.uses, before?.uses);
  return items;
}

const OPENINGS: readonly ((list: string) => string)[] = [
  (list) => `Got it: ${list}.`,
  (list) => `I have noted ${list}.`,
  (list) => `That gives me ${list}.`,
  (list) => `Understood: ${list}.`,
  (list) => `Good, I now have ${list}.`,
];

function joinList(items: string[]): string {
  const shown = items.slice(0, MAX_ITEMS);
  const more = items.length - shown.length;
  const listed = more > 0 ? [...shown, `${more} more detail${more === 1 ? '' : 's'}`] : shown;
  if (listed.length === 1) return listed[0]!;
  return `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
}

/**
 * A sentence naming what was understood, or undefined when the answer added nothing nameable. The
 * wording varies with `turn` so that the interview does not read like a form.
 */
/** Items that name a part, step, number or alternative (not a problem, advantage or use). */
export function structuralItems(items: string[]): string[] {
  return items.filter((item) => !/^(?:the problem|the advantage|who uses it)/.test(item));
}

export function understoodSentence(items: string[], turn: number): string | undefined {
  if (items.length === 0) return undefined;
  const opening = OPENINGS[Math.abs(turn) % OPENINGS.length]!;
  return opening(joinList(items));
}
