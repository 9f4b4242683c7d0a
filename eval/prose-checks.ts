import type { PatentData } from '../src/contract';
import {
  CHAT_HEDGES,
  isFragment,
  nearRepeat,
  personWords,
  proseSentences,
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
] as const;

export type ProseColumn = (typeof PROSE_COLUMNS)[number]['key'];

const PROSE_SECTIONS = ['background', 'summary', 'details', 'variations', 'useCases', 'abstract'] as const;
/**
 * Where one fact told twice shows: the summary and the details, and within the abstract (which by
 * definition restates the description, so it is compared only with itself).
 */
const REPEAT_GROUPS = [['summary', 'details'], ['abstract']] as const;

function clip(sentence: string): string {
  return sentence.length > 90 ? `${sentence.slice(0, 87)}…` : sentence;
}

export function proseProblems(patentData: PatentData): Record<ProseColumn, string[]> {
  const problems: Record<ProseColumn, string[]> = {
    person: [],
    fragments: [],
    repeats: [],
    hedges: [],
    questions: [],
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
  for (const group of REPEAT_GROUPS) {
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
