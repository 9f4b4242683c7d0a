import { type PatentData, type Session, TOTAL_STEPS } from '../../contract';
import type { SessionRow } from '../db/rows';
import { applyPaywall } from './paywall';

/** A session as the API shows it; without premium, through the paywall (paywall.ts). */
export function presentSession(row: SessionRow, options: { paywall: boolean } = { paywall: true }): Session {
  const patentData: PatentData = {
    ...row.patentData,
    completedSections: row.patentData.completedSections ?? [],
  };
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
    patentData: options.paywall && !row.premiumUnlocked ? applyPaywall(patentData) : patentData,
  };
}
