import { type PatentData, REVIEW_STEP, SECTION_LABELS, type SectionKey, SKETCH_STEP } from '../../contract';
import type { DraftingState } from '../db/schema';
import { AppError } from '../errors';
import type { CheckedSketch } from '../images/check-sketch';
import type { DraftableSection, Drafter, ReviewDraft } from './drafter';
import { readInterviewState, writeInterviewState } from './interview-state';
import { partsWithoutDetail } from './offline/review';
import { skippedSectionText } from './offline/sections';
import { countWords } from './offline/wording';
import { ensureFormal, ensureWellFormedReview } from './output-guards';
import { ReplyWriter } from './reply-writer';
import {
  isSkipCommand,
  MIN_SECTION_WORDS,
  reopenedSectionIn,
  STEP_QUESTIONS,
  sectionForStep,
  stepHeading,
} from './steps';
import { buildInventionModel } from './understand/invention-model';

export type TurnInput = {
  /** Public session id, for the sketch's URL. */
  sessionId: string;
  currentStep: number;
  isComplete: boolean;
  patentData: PatentData;
  draftingState: DraftingState;
  content: string;
  sketch: CheckedSketch | undefined;
  drafter: Drafter;
  onText?: ((delta: string) => void) | undefined;
  signal?: AbortSignal | undefined;
};

export type TurnResult = {
  reply: string;
  patentData: PatentData;
  draftingState: DraftingState;
  currentStep: number;
  isComplete: boolean;
  /** The image to store as the session's sketch. */
  sketch: CheckedSketch | undefined;
};

export const sketchUrl = (sessionId: string) => `/api/patent/session/${sessionId}/sketch`;

const READINESS_REVIEW_POINTER =
  'Your readiness review, with what the draft still lacks, is in the Readiness Review section.';

const REVIEW_HINT =
  'To add more to any section, choose it in the progress bar (or send "Add more details to the Details section"). When you are happy with the draft, you can generate the PDF.';

function complete(data: PatentData, section: SectionKey): PatentData {
  return data.completedSections.includes(section)
    ? data
    : { ...data, completedSections: [...data.completedSections, section] };
}

/** The section the next answer is written into, or none in review mode. */
export function turnTarget(
  session: Pick<TurnInput, 'currentStep' | 'isComplete' | 'draftingState'>,
): DraftableSection | undefined {
  const state = readInterviewState(session.draftingState);
  if (state.reopenedSection) return state.reopenedSection;
  if (session.isComplete || session.currentStep >= REVIEW_STEP) return undefined;
  return sectionForStep(session.currentStep) as DraftableSection;
}

/** Images are taken only for the sketch (step 7, or the sketch reopened from review). */
export function assertSketchAllowed(
  session: Pick<TurnInput, 'currentStep' | 'isComplete' | 'draftingState'>,
): void {
  if (turnTarget(session) !== 'sketch') {
    throw new AppError('bad_request', `An image can be added only at the Sketch step (step ${SKETCH_STEP}).`);
  }
}

/**
 * One interview turn under the rules of design §4. The drafter writes prose; this function alone
 * decides which section an answer belongs to, when a step completes, and what is asked next.
 * It has no side effects: the caller stores the result in one transaction.
 */
export async function runTurn(input: TurnInput): Promise<TurnResult> {
  const { drafter, content } = input;
  const state = readInterviewState(input.draftingState);
  const writer = new ReplyWriter(input.onText);
  let patentData: PatentData = {
    ...input.patentData,
    completedSections: [...(input.patentData.completedSections ?? [])],
  };
  let { currentStep, isComplete } = input;

  const result = (reply: string, sketch?: CheckedSketch): TurnResult => ({
    reply,
    patentData,
    draftingState: writeInterviewState(state),
    currentStep,
    isComplete,
    sketch,
  });

  const reopen = reopenedSectionIn(content);
  if (isComplete && reopen) {
    state.reopenedSection = reopen;
    return result(
      writer.finish(`Let's add more to the ${SECTION_LABELS[reopen]} section.`, STEP_QUESTIONS[reopen]),
    );
  }
  if (input.sketch) assertSketchAllowed(input);
  const target = turnTarget(input);
  if (!target) {
    return result(writer.finish('Your application is complete and in review.', REVIEW_HINT));
  }

  let sketch: CheckedSketch | undefined;
  let comment: string;
  let followUp = '';
  let sectionDone: boolean;

  if (isSkipCommand(content) && !input.sketch) {
    if (!patentData[target]) {
      patentData = { ...patentData, [target]: skippedSectionText(target, patentData) };
      if (!state.skipped.includes(target)) state.skipped.push(target);
    }
    if (target === 'sketch')
      patentData = {
        ...patentData,
        sketchImage: undefined,
        sketch: skippedSectionText('sketch', patentData),
      };
    comment = `Moving on from the ${SECTION_LABELS[target]} section.`;
    sectionDone = true;
  } else if (target === 'sketch' && !input.sketch) {
    return result(
      writer.finish(
        'To add a sketch, attach an image (PNG, JPEG, GIF or WebP, under 5MB) and send it with a short caption.',
        'If you have no sketch, say "skip" to go on without one.',
      ),
    );
  } else {
    const draft = await drafter.draftSection(
      {
        section: target,
        answer: content,
        patentData,
        firstDescription:
          target === 'title' && currentStep === 1 && !patentData.title && countWords(content) > 14,
      },
      { onText: input.onText ? writer.forward : undefined, signal: input.signal },
    );
    patentData = { ...patentData, [target]: ensureFormal(draft.text, target) };
    state.sectionWords[target] = (state.sectionWords[target] ?? 0) + countWords(content);
    state.skipped = state.skipped.filter((section) => section !== target);
    for (const [section, text] of Object.entries(draft.seeds) as [DraftableSection, string][]) {
      if (patentData[section] || !text.trim()) continue;
      patentData = { ...patentData, [section]: ensureFormal(text, section) };
      state.sectionWords[section] = (state.sectionWords[section] ?? 0) + countWords(text) / 2;
    }
    if (target === 'sketch') {
      sketch = input.sketch;
      patentData = { ...patentData, sketchImage: sketchUrl(input.sessionId) };
    }
    // Understand: the invention model is rebuilt from everything the inventor has said so far.
    state.invention = buildInventionModel(patentData);
    comment = draft.comment;
    // Decide: in the Details step, the follow-up asks about a part the inventor named without detail.
    const bare = target === 'details' ? partsWithoutDetail(state.invention.elements)[0] : undefined;
    followUp = bare ? `What is the ${bare.name} made of, and about how big is it?` : draft.followUp;
    sectionDone = (state.sectionWords[target] ?? 0) >= MIN_SECTION_WORDS[target];
  }

  if (!sectionDone) {
    state.followUps[target] = (state.followUps[target] ?? 0) + 1;
    const nudge = (state.followUps[target] ?? 0) >= 3 ? ' (Or say "next" to move on.)' : '';
    return result(writer.finish(comment, `${followUp}${nudge}`));
  }

  patentData = complete(patentData, target);
  delete state.followUps[target];
  const reopened = state.reopenedSection === target;
  if (reopened) delete state.reopenedSection;

  if (reopened || currentStep >= SKETCH_STEP) {
    const review = ensureWellFormedReview(
      await drafter.draftReview({ patentData, skipped: state.skipped }, { signal: input.signal }),
      patentData,
    );
    patentData = complete({ ...patentData, ...review }, 'review');
    currentStep = REVIEW_STEP;
    isComplete = true;
    return result(writer.finish(comment, reviewMessage(reopened)), sketch);
  }

  currentStep += 1;
  return result(
    writer.finish(comment, `${stepHeading(currentStep)}: ${STEP_QUESTIONS[sectionForStep(currentStep)]}`),
    sketch,
  );
}

/**
 * The reply that opens the review. It points to the drafted readiness review instead of quoting it:
 * the review is a locked section, and a message is shown to a session without premium in full.
 */
function reviewMessage(redrafted: boolean): string {
  const opening = redrafted
    ? 'I have updated the claims, abstract and review to match.'
    : `${stepHeading(REVIEW_STEP)}: ${STEP_QUESTIONS.review}`;
  return `${opening} ${READINESS_REVIEW_POINTER}\n\n${REVIEW_HINT}`;
}
