import { SECTION_LABELS } from '../../../contract';
import type { DraftableSection } from '../drafter';
import { BACKGROUND_CUES, CONNECTIONS, DIMENSIONS, MATERIALS, USE_CUES } from './cues';

type Probe = { missing: (text: string) => boolean; question: string };

const PROBES: Record<DraftableSection, Probe[]> = {
  title: [],
  background: [
    {
      missing: (t) => !BACKGROUND_CUES.test(t),
      question: 'What problem does it solve? What goes wrong for people today without it?',
    },
    {
      missing: (t) =>
        !/\b(?:existing|current|conventional|traditional|other|available|products?|methods?|competitors?|commercial|store-bought|brands?|removers?|cleaners?|sprays?)\b/i.test(
          t,
        ),
      question: 'What existing products or methods do people use now, and why do they fall short?',
    },
  ],
  summary: [
    {
      missing: (t) =>
        !/\b(?:better|advantage|faster|cheaper|safer|easier|lighter|improv\w*|reduc\w*|prevent\w*|without)\b/i.test(
          t,
        ),
      question: 'What is the main advantage over what exists today?',
    },
    { missing: () => true, question: 'How does it work, at a high level, in two or three sentences?' },
  ],
  details: [
    {
      missing: (t) => !MATERIALS.test(t),
      question: 'What is each main part made of (materials or ingredients)?',
    },
    {
      missing: (t) => !CONNECTIONS.test(t),
      question: 'How do the parts connect or work together, step by step?',
    },
    {
      missing: (t) => !DIMENSIONS.test(t),
      question: 'About how big is it? Any sizes, weights, quantities or temperatures help.',
    },
    { missing: () => true, question: 'Walk me through what happens, part by part, when it is used.' },
  ],
  variations: [
    { missing: (t) => !MATERIALS.test(t), question: 'Could it be made of other materials? Which ones?' },
    {
      missing: () => true,
      question: 'What other sizes, shapes or optional features could a version of it have?',
    },
  ],
  useCases: [
    { missing: (t) => !USE_CUES.test(t), question: 'Who would use it, and in what situations?' },
    { missing: () => true, question: 'Walk me through one typical use, from start to finish.' },
  ],
  sketch: [],
};

/** A program has no materials or sizes: what it keeps, shows and runs on instead. */
const PROGRAM_PROBES: Partial<Record<DraftableSection, Probe[]>> = {
  details: [
    {
      missing: (t) =>
        !/\b(?:stor(?:es?|ed|ing)|keeps?|kept|sav(?:es?|ed)|records?|recorded|database|list|table)\b/i.test(
          t,
        ),
      question: 'What does it store or keep track of, and where does that data come from?',
    },
    {
      missing: () => true,
      question:
        'Walk me through what it does, step by step, from what the user enters to what it shows or sends.',
    },
  ],
  variations: [
    {
      missing: () => true,
      question: 'What other devices, data sources or optional features could a version of it have?',
    },
  ],
};

/**
 * The first thing the section still lacks, as a question (of a program, none of materials). Whether the
 * invention is a program is asked only of the sections whose questions differ for one.
 */
export function followUpFor(
  section: DraftableSection,
  text: string,
  isProgram: () => boolean = () => false,
): string {
  const forPrograms = PROGRAM_PROBES[section];
  const probes = forPrograms && isProgram() ? forPrograms : PROBES[section];
  const probe = probes.find((candidate) => candidate.missing(text));
  return probe?.question ?? `Is there anything more you can add to the ${SECTION_LABELS[section]} section?`;
}
