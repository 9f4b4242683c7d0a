import type { DeleteOwnSessionResponse, UserSessionsResponse } from '../../contract';
import type { SessionRow } from '../db/rows';

/** Spec §3 sessions list: only what the cards show (the title is free, so no paywall applies). */
export function presentUserSessions(email: string, rows: SessionRow[]): UserSessionsResponse {
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      sessionId: row.sessionId,
      patentData: {
        ...(row.patentData.title === undefined ? {} : { title: row.patentData.title }),
        completedSections: row.patentData.completedSections,
      },
      currentStep: row.currentStep,
      totalSteps: row.totalSteps,
      isComplete: row.isComplete,
      pdfGenerated: row.pdfGenerated,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    user: { email },
  };
}

/** One of the proven address's sessions is gone. */
export const presentDeletedOwnSession = (): DeleteOwnSessionResponse => ({ deleted: true });
