import type { DbOrTx } from '../db/client';
import { findSession } from './get-session';

/** The session behind the completion screen (spec §3 "Completion status"); a 404 when unknown. */
export async function getCompletionStatus(db: DbOrTx, publicSessionId: string) {
  return findSession(db, publicSessionId);
}
