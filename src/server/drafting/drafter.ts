import type { PatentData, SectionKey } from '../../contract';

/** Sections an inventor answer is written into (the review step drafts the rest). */
export type DraftableSection = Exclude<SectionKey, 'review'>;

export type SectionDraftRequest = {
  section: DraftableSection;
  /** The inventor's message, as typed. */
  answer: string;
  patentData: PatentData;
  /** The landing page's free description, sent as the first message at step 1. */
  firstDescription: boolean;
};

export type SectionDraft = {
  /** The whole new text of the section: earlier material plus this answer, in formal prose. */
  text: string;
  /** New texts for later sections that the answer already speaks to (first description only). */
  seeds: Partial<Record<DraftableSection, string>>;
  /** A short acknowledgement for the chat. */
  comment: string;
  /** A targeted question to ask if the server finds the section still thin. */
  followUp: string;
  /** The drafter's reading of the message; a "question" or "command" is not stored (model drafter). */
  intent?: 'answer' | 'question' | 'command' | undefined;
  /** What the answer added, in a few words per item, as the drafter understood it (model drafter). */
  understood?: string[] | undefined;
};

export type ReviewDraftRequest = {
  patentData: PatentData;
  /** Sections the inventor skipped (they hold only general wording). */
  skipped: DraftableSection[];
};

export type ReviewDraft = {
  claims: string;
  abstract: string;
  drawingsDescription: string;
  review: string;
};

export type DraftOptions = {
  /** Called with reply text as it arrives (streaming); the concatenation is a prefix of `comment`. */
  onText?: ((delta: string) => void) | undefined;
  /** Aborted when the reply is no longer wanted (the browser went away). */
  signal?: AbortSignal | undefined;
};

/**
 * Writes the application's prose. The interview's rules (which section, when a step completes) stay
 * on the server in `run-turn.ts`; a drafter only writes text.
 */
export type Drafter = {
  readonly name: string;
  draftSection(request: SectionDraftRequest, options?: DraftOptions): Promise<SectionDraft>;
  draftReview(request: ReviewDraftRequest, options?: DraftOptions): Promise<ReviewDraft>;
};
