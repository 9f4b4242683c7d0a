import type { CompletionStatusResponse } from '../../contract';
import type { SessionRow } from '../db/rows';

/** Spec §3: success, and data with premiumUnlocked, patentTitle, pdfFilename, userEmail. */
export function presentCompletionStatus(row: SessionRow): CompletionStatusResponse {
  return {
    success: true,
    data: {
      premiumUnlocked: row.premiumUnlocked,
      patentTitle: row.patentData.title?.trim() || null,
      pdfFilename: row.pdfFilename,
      userEmail: row.userEmail,
    },
  };
}
