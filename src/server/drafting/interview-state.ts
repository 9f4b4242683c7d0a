import type { InventionMapEdit, InventionModel, MapRedraftedSection, PatentData } from '../../contract';
import type { DraftingState } from '../db/schema';
import type { DraftableSection } from './drafter';
import type { PublicDisclosure } from './review/disclosure';

/** The server-side interview state kept in sessions.drafting_state (never shown by the API). */
export type InterviewState = {
  /** Section reopened from review mode for the next answer. */
  reopenedSection?: DraftableSection;
  /** Follow-up questions asked per section. */
  followUps: Partial<Record<DraftableSection, number>>;
  /** Inventor words gathered per section (answers and seeds), which decide when a step completes. */
  sectionWords: Partial<Record<DraftableSection, number>>;
  /** Gap follow-ups already asked per section (converse/gaps.ts keys), never asked twice. */
  gapsAsked: Partial<Record<DraftableSection, string[]>>;
  /** Sections the inventor skipped. */
  skipped: DraftableSection[];
  /** The invention as understood so far, rebuilt from every answer on each turn. */
  invention?: InventionModel;
  /** The inventor's edits of the invention map, applied each time the model is rebuilt. */
  mapEdits?: InventionMapEdit[];
  /** Drafted sections the inventor rewrote by hand, which map edits leave alone until the next redraft. */
  handEdited?: MapRedraftedSection[];
  /** What the inventor said of the first public disclosure (asked by the readiness review). */
  publicDisclosure?: PublicDisclosure;
  /** How things stood before the last answer, so that "undo" can restore it (one level). */
  beforeLastAnswer?: UndoPoint;
};

export type UndoPoint = {
  patentData: PatentData;
  currentStep: number;
  isComplete: boolean;
  state: Omit<InterviewState, 'beforeLastAnswer'>;
};

export function readInterviewState(state: DraftingState): InterviewState {
  return {
    reopenedSection: state.reopenedSection as DraftableSection | undefined,
    followUps: { ...((state.followUps as InterviewState['followUps']) ?? {}) },
    sectionWords: { ...((state.sectionWords as InterviewState['sectionWords']) ?? {}) },
    skipped: [...((state.skipped as DraftableSection[] | undefined) ?? [])],
    gapsAsked: { ...((state.gapsAsked as InterviewState['gapsAsked']) ?? {}) },
    invention: state.invention as InventionModel | undefined,
    beforeLastAnswer: state.beforeLastAnswer as UndoPoint | undefined,
    publicDisclosure: state.publicDisclosure as PublicDisclosure | undefined,
    mapEdits: state.mapEdits as InventionMapEdit[] | undefined,
    handEdited: state.handEdited as MapRedraftedSection[] | undefined,
  };
}

export function writeInterviewState(state: InterviewState): DraftingState {
  const written: DraftingState = {
    followUps: state.followUps,
    sectionWords: state.sectionWords,
    skipped: state.skipped,
  };
  if (Object.keys(state.gapsAsked).length > 0) written.gapsAsked = state.gapsAsked;
  if (state.reopenedSection) written.reopenedSection = state.reopenedSection;
  if (state.invention) written.invention = state.invention;
  if (state.beforeLastAnswer) written.beforeLastAnswer = state.beforeLastAnswer;
  if (state.publicDisclosure) written.publicDisclosure = state.publicDisclosure;
  if (state.mapEdits?.length) written.mapEdits = state.mapEdits;
  if (state.handEdited?.length) written.handEdited = state.handEdited;
  return written;
}
