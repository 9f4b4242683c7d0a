import type { InventionElement, InventionModel } from '../../../contract';
import type { DraftableSection } from '../drafter';
import { isRealStep, type MissingFact, missingFacts, realElements } from '../review/element-gaps';
import { measuredOutIn } from '../understand/mass-nouns';
import { doneOnByTheMethod } from '../understand/workpiece';

/**
 * A hole in the invention model, as the question that fills it (shared/drafting.md: "follow-up
 * questions come from its holes"). `key` identifies it so that it is never asked twice.
 */
export type Gap = { key: string; question: string };

/** At most this many gap follow-ups per section (issue 16); then the interview moves on. */
export const MAX_GAP_FOLLOW_UPS = 2;

/** Words that promise a number the inventor did not give. */
// ("you cannot warm formula", "to light the way": a verb after its subject or "to" is no vague measure.)
const VAGUE =
  /(?<!\b(?:to|can|cannot|could|will|would|should|must|not|never|you|we|they|I)\s)\b(small|smaller|large|larger|big|bigger|tiny|huge|quick(?:ly)?|fast|faster|slow(?:ly)?|strong|stronger|weak|light|lightweight|heavy|long|short|thin|thick|hot|warm|cold|high|low|soon|few|several|many|a lot|a bit)\b/i;

function listNames(elements: InventionElement[]): string {
  const names = elements.map((element) => `the ${element.name}`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const lacks = (model: InventionModel, element: InventionElement, fact: MissingFact) =>
  missingFacts(element, model).includes(fact);

/** Whether the answer names this element (its head word, singular or plural). */
function named(answer: string, element: InventionElement): boolean {
  const head = element.name
    .split(' ')
    .at(-1)!
    .toLowerCase()
    .replace(/(?:es|s)$/, '');
  return head.length >= 3 && answer.toLowerCase().includes(head);
}

function elementGaps(model: InventionModel, answer: string): Gap[] {
  // The parts this answer named come first: the inventor is thinking about them now.
  // Only parts and ingredients: never "the chia" of "chia seed gel" or "the mix" in progress.
  const elements = realElements(model).sort((a, b) => Number(named(answer, b)) - Number(named(answer, a)));
  const gaps: Gap[] = [];
  const bare = elements.filter(
    (element) => lacks(model, element, 'substance') && lacks(model, element, 'position'),
  );
  if (bare.length >= 2) {
    const group = bare.slice(0, 4);
    gaps.push({
      key: `bare:${group.map((element) => element.name).join('|')}`,
      question: `You named ${listNames(group)}. What is each one made of, about how big is it, and how does it attach to the others?`,
    });
  }
  for (const element of elements) {
    if (lacks(model, element, 'amount'))
      gaps.push({
        key: `amount:${element.name}`,
        question: `How much ${element.name} goes in: what share by weight or volume, or what amount?`,
      });
    if (lacks(model, element, 'substance'))
      gaps.push({
        key: `substance:${element.name}`,
        question: `What is the ${element.name} made of, and about how big is it?`,
      });
    if (lacks(model, element, 'position'))
      gaps.push({
        key: `place:${element.name}`,
        question: `Where does the ${element.name} sit, and what does it connect to?`,
      });
    if (lacks(model, element, 'function'))
      gaps.push({ key: `function:${element.name}`, question: `What does the ${element.name} do?` });
  }
  for (const fn of model.body.functions.slice(0, 2)) {
    gaps.push({ key: `performer:${fn}`, question: `Which part makes it ${fn}, and how?` });
  }
  // A program's operations have no temperature or speed to ask about.
  for (const step of model.kinds.includes('software') ? [] : model.steps) {
    if (/\d/.test(step.action) || !isRealStep(step)) continue;
    gaps.push({
      key: `conditions:${step.action}`,
      question: `When ${step.action}, under what conditions: what temperature, time, speed or amount?`,
    });
  }
  return gaps;
}

/** Load-bearing parts (listed, or the first named) with no alternative given. */
function alternativeGaps(model: InventionModel): Gap[] {
  const real = realElements(model).filter((element) => !doneOnByTheMethod(element, model));
  const steps = model.steps.map((step) => step.action);
  const essentials = real.filter((element) => element.listed).slice(0, 3);
  const candidates = essentials.length > 0 ? essentials : real.slice(0, 2);
  return candidates
    .filter((element) => element.alternatives.length === 0 && element.substitutes.length === 0)
    .map((element) => ({
      key: `alternative:${element.name}`,
      // ("mixing 1 tablespoon of cooking oil with 1 tablespoon of baking soda": a substance a method measures
      // out is an ingredient of it too.)
      question:
        model.kinds.includes('composition') || measuredOutIn(steps, element.name)
          ? `Could another ingredient take the place of the ${element.name}? Every alternative you name is protected too.`
          : `Could the ${element.name} be made another way, of another material or in another shape? Every alternative you name is protected too.`,
    }));
}

/** A vague word in this answer with no number in the same sentence. */
function vagueGaps(answer: string, section?: DraftableSection): Gap[] {
  const gaps: Gap[] = [];
  for (const sentence of answer.match(/[^.!?]+[.!?]*/g) ?? []) {
    const vague = VAGUE.exec(sentence);
    if (!vague || /\d/.test(sentence)) continue;
    // ("Home cooks, meal preppers, small restaurants": of who uses it, a size is the users', not the
    // invention's.)
    const ofUsers =
      section === 'useCases' && /^\s+[a-z]+s\b/.test(sentence.slice(vague.index + vague[0].length));
    if (ofUsers) continue;
    const word = vague[1]!.toLowerCase();
    gaps.push({
      key: `vague:${word}`,
      question: `You said "${word}": can you put a number on it (a size, weight, time, speed or temperature, or a range)?`,
    });
  }
  return gaps;
}

/** The holes worth asking about in this section, most important first. */
export function gapsFor(section: DraftableSection, model: InventionModel, answer: string): Gap[] {
  switch (section) {
    case 'details':
      return [...elementGaps(model, answer), ...vagueGaps(answer)];
    case 'variations':
      return [...alternativeGaps(model), ...vagueGaps(answer)];
    case 'background':
    case 'summary':
    case 'useCases':
      return vagueGaps(answer, section);
    default:
      return [];
  }
}

/** The next gap to ask about in the section, never one asked before, and at most two per section. */
export function nextGap(
  section: DraftableSection,
  model: InventionModel,
  answer: string,
  asked: readonly string[],
): Gap | undefined {
  if (asked.length >= MAX_GAP_FOLLOW_UPS) return undefined;
  return gapsFor(section, model, answer).find((gap) => !asked.includes(gap.key));
}
