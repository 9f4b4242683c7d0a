import {
  FREE_SECTIONS,
  LOCKED_PREVIEW_CHARS,
  type PatentData,
  type Session,
  TOTAL_STEPS,
} from '../../contract';
import type { sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** Text fields of patentData that premium unlocks (everything but title and background). */
const PAYWALLED_FIELDS = [
  'summary',
  'details',
  'variations',
  'useCases',
  'sketch',
  'review',
  'claims',
  'abstract',
  'drawingsDescription',
] as const satisfies readonly (keyof PatentData)[];

/**
 * Design §4: without premium, only title and background are given in full; every other section is
 * cut to its first 100 characters. Applied here so that no route can forget it.
 */
export function applyPaywall(patentData: PatentData): PatentData {
  const shown: PatentData = { ...patentData, completedSections: [...patentData.completedSections] };
  for (const field of PAYWALLED_FIELDS) {
    const text = shown[field];
    if (text !== undefined && !(FREE_SECTIONS as readonly string[]).includes(field)) {
      shown[field] = text.slice(0, LOCKED_PREVIEW_CHARS);
    }
  }
  return shown;
}

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
