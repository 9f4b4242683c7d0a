import type { PatentData } from '../src/contract';
import { tokens } from '../src/server/drafting/understand/nlp';
import {
  CHAT_HEDGES,
  isFragment,
  nearRepeat,
  personWords,
  proseSentences,
  subjectPronoun,
} from '../src/server/drafting/write/prose';

/**
 * Prose checks of the evaluation (issue 15): the application reads as a specification, not as the
 * chat it came from. Each returns the problems it found in one draft.
 */

export const PROSE_COLUMNS = [
  { key: 'person', label: 'no first/second person' },
  { key: 'fragments', label: 'no sentence fragment' },
  { key: 'repeats', label: 'no sentence repeated' },
  { key: 'hedges', label: 'no chat hedge' },
  { key: 'questions', label: 'no question mark' },
  { key: 'actor', label: 'no person as process actor' },
  { key: 'dangling', label: "no dangling 'instead'/'like'" },
  { key: 'alternatives', label: 'one alternative a sentence' },
  { key: 'pronoun', label: "abstract: no 'it' as a subject" },
  { key: 'chat', label: 'no chat wording' },
] as const;

export type ProseColumn = (typeof PROSE_COLUMNS)[number]['key'];

const PROSE_SECTIONS = ['background', 'summary', 'details', 'variations', 'useCases', 'abstract'] as const;
/**
 * Where one fact told twice shows: the summary and the details, and within the abstract (which by
 * definition restates the description, so it is compared only with itself).
 */
const REPEAT_GROUPS = [['summary', 'details'], ['abstract']] as const;

/**
 * Process prose told with a person as its actor: "Users shred the HDPE, …", "First users wash the jugs",
 * "The user heats the concentrate …, mixes in the glycol, then sprays it …" (a series of acts on a
 * material). "The user lifts the knob" in a use is how the invention is used, and allowed.
 */
function personActs(sentence: string, key: string): boolean {
  if (/^(?:(?:First|Then|Next|Finally),?\s+)?(?:Users|The inventors?)\s+[a-z]+/.test(sentence)) return true;
  return (
    key === 'details' &&
    /^The user [a-z]+s\b[^.]*?(?:,|\band\b)\s*(?:then\s+)?[a-z]+s\s+(?:the|it|them|a|an|in)\b/.test(sentence)
  );
}

/**
 * "uses an electromagnet instead so it can be unlocked" (instead of what?); "other plastics like
 * polypropylene" (an example is introduced by "such as"); "which cooks like" (chat).
 */
function danglingWord(sentence: string): boolean {
  if (/\binstead\b(?!\s+of\b)/i.test(sentence) || /\blike(?=[.,;]|$)/.test(sentence)) return true;
  const list = tokens(sentence);
  return list.some(
    (token, i) =>
      token.lower === 'like' &&
      !token.tags.has('Verb') &&
      !!list[i - 1]?.tags.has('Plural') &&
      !!list[i - 1]?.tags.has('Noun'),
  );
}

/** Spoken English for a fact a specification states in its own words. */
const CHAT_WORDING =
  /\b(?:a little|a lot of|lots of|all the time|makes? sure|stuff|kids?|open a crack|the last bit|pop(?:s|ped)? (?:the )?[\w-]+ (?:out|off)|a couple of)\b/i;

function clip(sentence: string): string {
  return sentence.length > 90 ? `${sentence.slice(0, 87)}…` : sentence;
}

/**
 * `thin`: the details of a thin disclosure (skipped, written from the first description) restate the
 * summary's facts part by part, which is their job there; they are compared with themselves only.
 */
export function proseProblems(patentData: PatentData, thin = false): Record<ProseColumn, string[]> {
  const problems: Record<ProseColumn, string[]> = {
    person: [],
    fragments: [],
    repeats: [],
    hedges: [],
    questions: [],
    actor: [],
    dangling: [],
    alternatives: [],
    pronoun: [],
    chat: [],
  };
  const application = [...PROSE_SECTIONS.map((key) => patentData[key]), patentData.title, patentData.claims];
  for (const text of application) {
    for (const word of new Set(personWords(text ?? '')))
      problems.person.push(`"${word}" in: ${clip(text ?? '')}`);
    if (text?.includes('?')) problems.questions.push(`A question mark in: ${clip(text)}`);
  }
  for (const key of PROSE_SECTIONS)
    for (const sentence of proseSentences(patentData[key])) {
      if (isFragment(sentence)) problems.fragments.push(`${key}: "${clip(sentence)}"`);
      const hedge = CHAT_HEDGES.exec(sentence);
      if (hedge) problems.hedges.push(`${key}: "${hedge[0]}" in "${clip(sentence)}"`);
    }
  for (const key of PROSE_SECTIONS)
    for (const sentence of proseSentences(patentData[key])) {
      const where = `${key}: "${clip(sentence)}"`;
      if (key !== 'background' && personActs(sentence, key)) problems.actor.push(where);
      if (danglingWord(sentence)) problems.dangling.push(where);
      if ((sentence.match(/\binstead of\b/g) ?? []).length > 1) problems.alternatives.push(where);
      const chat = CHAT_WORDING.exec(sentence);
      if (chat) problems.chat.push(`${key}: "${chat[0]}" in "${clip(sentence)}"`);
    }
  // The abstract stands alone on its page (37 CFR 1.72(b)): a pronoun in it points at nothing.
  for (const sentence of proseSentences(patentData.abstract))
    if (subjectPronoun(sentence)) problems.pronoun.push(`"${clip(sentence)}"`);
  const groups: readonly (readonly (typeof PROSE_SECTIONS)[number][])[] = thin
    ? [['summary'], ['details'], ['abstract']]
    : REPEAT_GROUPS;
  for (const group of groups) {
    const seen: { key: string; sentence: string }[] = [];
    for (const key of group)
      for (const sentence of proseSentences(patentData[key])) {
        const twin = seen.find((earlier) => nearRepeat(earlier.sentence, sentence));
        if (twin)
          problems.repeats.push(`${key} repeats ${twin.key}: "${clip(sentence)}" / "${clip(twin.sentence)}"`);
        seen.push({ key, sentence });
      }
  }
  return problems;
}
