import {
  type CreateSessionResponse,
  type EditSectionResponse,
  type Session,
  TOTAL_STEPS,
} from '../../contract';
import type { SessionRow } from '../db/rows';
import type { Caller } from '../policies';
import { applyPaywall } from './paywall';

/** A session as the API shows it to the caller, through the paywall (paywall.ts). */
export function presentSession(row: SessionRow, caller: Caller = 'holder'): Session {
  return {
    sessionId: row.sessionId,
    id: row.id,
    userEmail: row.userEmail,
    currentStep: row.currentStep,
    totalSteps: TOTAL_STEPS,
    isComplete: row.isComplete,
    premiumUnlocked: row.premiumUnlocked,
    pdfGenerated: row.pdfGenerated,
    pdfFilename: row.pdfFilename,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    patentData: applyPaywall(row, caller),
  };
}

/** The answer of a call that made or changed one session (create, edit a section): `{session}`. */
export function presentSessionChange(row: SessionRow): CreateSessionResponse & EditSectionResponse {
  return { session: presentSession(row) };
}
