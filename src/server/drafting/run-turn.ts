import { type PatentData, REVIEW_STEP, SECTION_LABELS, type SectionKey, SKETCH_STEP } from '../../contract';
import type { DraftingState } from '../db/schema';
import { AppError } from '../errors';
import type { CheckedSketch } from '../sketches/check-sketch';
import { countWords } from './check/words';
import { classifyMessage, type MessageIntent, type TurnCommand } from './converse/classify-message';
import { type Gap, nextGap } from './converse/gaps';
import { answerFromKnowledgeBase } from './converse/knowledge-base';
import { structuralItems, understoodItems, understoodSentence } from './converse/understood';
import type { DraftableSection, Drafter } from './drafter';
import {
  type InterviewState,
  readInterviewState,
  type UndoPoint,
  writeInterviewState,
} from './interview-state';
import { editedInvention, followMapAfterReview } from './invention-map/redraft-from-map';
import { answerToQuestion, skippedSectionText } from './offline/sections';
import { ensureFormal, ensureWellFormedReview } from './output-guards';
import { ReplyWriter } from './reply-writer';
import { disclosureIn, disclosureWarning } from './review/disclosure';
import { withDisclosure } from './review/with-disclosure';
import { MIN_SECTION_WORDS, STEP_QUESTIONS, sectionForStep, stepForSection, stepHeading } from './steps';

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
  /** Today, for the disclosure deadline (tests pass a fixed day). */
  now?: Date | undefined;
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

  // Understand first: a question or a command is handled here and never written into the application.
  const intent: MessageIntent = input.sketch ? { kind: 'answer' } : classifyMessage(content);
  let answer = content;
  // "It was first shown at a fair on 3 March 2026": stored for the readiness review, not the application.
  const disclosure = input.sketch ? undefined : disclosureIn(content);
  if (disclosure && (isComplete || ('firstDisclosed' in disclosure && countWords(content) <= 30))) {
    state.publicDisclosure = disclosure;
    const warning = disclosureWarning(disclosure, input.now ?? new Date());
    if (patentData.review) patentData = { ...patentData, review: withDisclosure(patentData.review, warning) };
    return result(writer.finish(`Thank you, I have noted that. ${warning}`, whereWeAre(input)));
  }
  if (intent.kind === 'question') {
    const { answer: reply } = answerFromKnowledgeBase(intent.question);
    return result(writer.finish(`${reply} ${NOTHING_ADDED}`, whereWeAre(input)));
  }
  if (intent.kind === 'command' && intent.command.type !== 'skip') {
    const command = intent.command;
    if (command.type === 'rename' && turnTarget(input) === 'title') {
      // At the Title step, a new title is simply the answer.
      answer = command.title;
    } else {
      const done = carryOut(command, { patentData, currentStep, isComplete }, state);
      patentData = done.patentData;
      currentStep = done.currentStep;
      isComplete = done.isComplete;
      return result(writer.finish(done.confirmation, done.next));
    }
  }
  if (input.sketch) assertSketchAllowed(input);
  const target = turnTarget(input);
  if (!target) {
    return result(writer.finish('Your application is complete and in review.', REVIEW_HINT));
  }
  // One level of undo: how things stood before this answer (or skip).
  const { beforeLastAnswer: _previous, ...stateBefore } = readInterviewState(input.draftingState);
  state.beforeLastAnswer = {
    patentData: input.patentData,
    currentStep: input.currentStep,
    isComplete: input.isComplete,
    state: stateBefore,
  };

  let sketch: CheckedSketch | undefined;
  let comment: string;
  let followUp = '';
  let gap: Gap | undefined;
  let sectionDone: boolean;

  if (intent.kind === 'command' && intent.command.type === 'skip') {
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
        answer,
        patentData,
        firstDescription:
          target === 'title' && currentStep === 1 && !patentData.title && countWords(answer) > 14,
      },
      { onText: input.onText ? writer.forward : undefined, signal: input.signal },
    );
    if (draft.intent === 'question' || draft.intent === 'command') {
      // The drafter read the message as something other than an answer: nothing is stored.
      state.beforeLastAnswer = readInterviewState(input.draftingState).beforeLastAnswer;
      const said =
        draft.intent === 'question'
          ? draft.comment
          : 'I could not carry that out here. You can say "change the title to …", "go back to the Details section", "skip" or "undo".';
      return result(writer.finish(`${said} ${NOTHING_ADDED}`, whereWeAre(input)));
    }
    patentData = { ...patentData, [target]: ensureFormal(draft.text, target) };
    state.sectionWords[target] = (state.sectionWords[target] ?? 0) + countWords(answer);
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
    const before = state.invention;
    state.invention = editedInvention(patentData, state.mapEdits).model;
    // The model drafter says what it understood; the offline one is read from the model's changes.
    const items = draft.understood?.length
      ? draft.understood
      : understoodItems(before, state.invention, answer);
    comment = acknowledgement(target, draft.comment, items, answer);
    // Decide: the follow-up fills the model's most important hole, naming the part it concerns.
    gap = nextGap(target, state.invention, answer, state.gapsAsked[target] ?? []);
    followUp = gap?.question ?? draft.followUp;
    sectionDone = (state.sectionWords[target] ?? 0) >= MIN_SECTION_WORDS[target];
  }

  if (!sectionDone) {
    state.followUps[target] = (state.followUps[target] ?? 0) + 1;
    if (gap) state.gapsAsked[target] = [...(state.gapsAsked[target] ?? []), gap.key];
    const nudge = (state.followUps[target] ?? 0) >= 3 ? ' (Or say "next" to move on.)' : '';
    return result(writer.finish(comment, `${followUp}${nudge}`));
  }

  patentData = complete(patentData, target);
  delete state.followUps[target];
  const reopened = state.reopenedSection === target;
  if (reopened) delete state.reopenedSection;
  if (reopened && !isComplete) {
    // Gone back mid-interview: return to the step the inventor left.
    return result(
      writer.finish(
        comment,
        `Back to ${stepHeading(currentStep)}: ${STEP_QUESTIONS[sectionForStep(currentStep)]}`,
      ),
      sketch,
    );
  }

  if (reopened || currentStep >= SKETCH_STEP) {
    const review = ensureWellFormedReview(
      await drafter.draftReview({ patentData, skipped: state.skipped }, { signal: input.signal }),
      patentData,
    );
    const disclosed = state.publicDisclosure;
    const reviewText = disclosed
      ? withDisclosure(review.review, disclosureWarning(disclosed, input.now ?? new Date()))
      : review.review;
    patentData = followMapAfterReview(
      complete({ ...patentData, ...review, review: reviewText }, 'review'),
      state,
    );
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

const NOTHING_ADDED = 'Nothing from this message was added to your application.';

/** The question the interview is waiting on, to close a reply that answered or did something else. */
function whereWeAre(session: Pick<TurnInput, 'currentStep' | 'isComplete' | 'draftingState'>): string {
  const target = turnTarget(session);
  if (!target) return REVIEW_HINT;
  return `Back to the ${SECTION_LABELS[target]} section: ${STEP_QUESTIONS[target]}`;
}

type SessionPosition = { patentData: PatentData; currentStep: number; isComplete: boolean };
type CarriedOut = SessionPosition & { confirmation: string; next: string };

/** Carries out a command (other than skip, which is a turn of its own) and says what was done. */
function carryOut(
  command: Exclude<TurnCommand, { type: 'skip' }>,
  position: SessionPosition,
  state: InterviewState,
): CarriedOut {
  const here = (after: SessionPosition) =>
    whereWeAre({ ...after, draftingState: writeInterviewState(state) });
  switch (command.type) {
    case 'rename': {
      // The inventor's own words and capitals: a title asked for is kept as typed.
      const title = ensureFormal(command.title, 'title');
      if (!title) return { ...position, confirmation: 'What should the new title be?', next: '' };
      const patentData = { ...position.patentData, title };
      return {
        ...position,
        patentData,
        confirmation: `Done: the title is now "${title}".`,
        next: here(position),
      };
    }
    case 'undo': {
      const before: UndoPoint | undefined = state.beforeLastAnswer;
      if (!before) {
        return { ...position, confirmation: 'There is no answer to undo.', next: here(position) };
      }
      Object.assign(state, before.state);
      delete state.beforeLastAnswer;
      if (!before.state.reopenedSection) delete state.reopenedSection;
      if (!before.state.invention) delete state.invention;
      const restored = {
        patentData: before.patentData,
        currentStep: before.currentStep,
        isComplete: before.isComplete,
      };
      return {
        ...restored,
        confirmation: 'Done: I have undone your last answer, and the application is as it was before it.',
        next: here(restored),
      };
    }
    case 'goBack': {
      const label = SECTION_LABELS[command.section];
      const step = stepForSection(command.section);
      if (!position.isComplete && step === position.currentStep && !state.reopenedSection) {
        return {
          ...position,
          confirmation: `We are on the ${label} section now.`,
          next: STEP_QUESTIONS[command.section],
        };
      }
      if (!position.isComplete && step > position.currentStep) {
        return {
          ...position,
          confirmation: `We will reach the ${label} section at step ${step}.`,
          next: here(position),
        };
      }
      state.reopenedSection = command.section;
      const opening = position.isComplete
        ? `Let's add more to the ${label} section.`
        : `Let's go back to the ${label} section; afterwards we will return to step ${position.currentStep}.`;
      return { ...position, confirmation: opening, next: STEP_QUESTIONS[command.section] };
    }
  }
}

/**
 * The reply's first words: what this answer added to the invention model, named briefly, so the
 * inventor sees it was understood. The drafter's own comment stays when nothing nameable was added,
 * and for the title and the sketch, whose comments say what was done with them.
 */
function acknowledgement(
  section: DraftableSection,
  drafterComment: string,
  items: string[],
  answer: string,
): string {
  if (section === 'title') {
    // The title reply already says a lot; it names only parts and steps, if any.
    const parts = understoodSentence(structuralItems(items), countWords(answer));
    return parts ? `${drafterComment} ${parts}` : drafterComment;
  }
  const understood = understoodSentence(items, countWords(answer));
  if (!understood || section === 'sketch') return drafterComment;
  return `${understood}${answerToQuestion(answer)}`;
}
