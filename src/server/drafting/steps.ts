import { REVIEW_STEP, SECTION_KEYS, SECTION_LABELS, type SectionKey } from '../../contract';
import type { DraftableSection } from './drafter';

/** Step k (1–7) works on section k; step 8 is the review (design §4). */
export function sectionForStep(step: number): SectionKey {
  return SECTION_KEYS[Math.min(Math.max(step, 1), REVIEW_STEP) - 1]!;
}

export function stepForSection(section: SectionKey): number {
  return SECTION_KEYS.indexOf(section) + 1;
}

/**
 * Inventor words a section needs before its step completes. Below this, the reply asks a targeted
 * follow-up. The title needs only a name.
 */
export const MIN_SECTION_WORDS: Record<DraftableSection, number> = {
  title: 1,
  background: 25,
  summary: 25,
  details: 80,
  variations: 25,
  useCases: 15,
  sketch: 0,
};

/** The question that opens each step. */
export const STEP_QUESTIONS: Record<SectionKey, string> = {
  title: 'What is your invention called, and what does it do in one sentence?',
  background:
    'What problem does your invention solve? Tell me how people deal with it today and what goes wrong with existing products or methods.',
  summary:
    'In a few sentences, what does your invention do, and what makes it better than what exists today?',
  details:
    'Now the details: what are the main parts or components, what is each one made of, and how do they connect and work together?',
  variations:
    'What variations could there be? Think of other materials, sizes or shapes, and optional features someone could add.',
  useCases:
    'Who will use your invention, and in what situations? Walk me through a typical use from start to finish.',
  sketch:
    'Step 7 is an optional sketch or diagram. Upload an image (PNG, JPEG, GIF or WebP, under 5MB) with a short caption, or say "skip" to go on without one.',
  review: 'I have drafted your claims, abstract and drawing description, and reviewed the application.',
};

export function stepHeading(step: number): string {
  return `Step ${step} of ${REVIEW_STEP} — ${SECTION_LABELS[sectionForStep(step)]}`;
}

const COMMAND_MAX_CHARS = 60;

const SKIP =
  /^\s*(?:next|skip|skip (?:it|this|this step|this one|for now)|next step|move on|continue|no sketch|none|n\/a)\s*[.!]*\s*$/i;

/** "next" / "skip" moves the interview on (design §4). */
export function isSkipCommand(content: string): boolean {
  // Commands are a few words; the length check also keeps the pattern linear on long answers.
  const text = content.trim();
  return text.length <= COMMAND_MAX_CHARS && SKIP.test(text);
}

/**
 * "Add more details to the Use Cases section" (sent from the progress bar in review mode) names the
 * section to reopen, by label or key.
 */
export function reopenedSectionIn(content: string): DraftableSection | undefined {
  if (content.trim().length > COMMAND_MAX_CHARS * 2) return undefined;
  const match =
    /\badd (?:some )?(?:more )?(?:details?|information|info|content|text)?\s*(?:to|about|for|in) (?:the )?(?:section )?(.+?)(?: section)?\s*[.!]?\s*$/i.exec(
      content.trim(),
    );
  if (!match) return undefined;
  const named = match[1]!
    .toLowerCase()
    .replace(/["“”']/g, '')
    .trim();
  const section = SECTION_KEYS.find(
    (key) => key.toLowerCase() === named || SECTION_LABELS[key].toLowerCase() === named,
  );
  return section && section !== 'review' ? section : undefined;
}
