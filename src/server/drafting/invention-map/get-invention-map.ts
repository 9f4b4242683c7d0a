import type { DbOrTx } from '../../db/client';
import { findSession } from '../../operations/get-session';
import { readInterviewState } from '../interview-state';
import { editedInvention } from './redraft-from-map';

/** The invention map of a session: its answers' model with the inventor's map edits. */
export async function getInventionMap(ctx: { db: DbOrTx }, input: { sessionId: string }) {
  const session = await findSession(ctx.db, input.sessionId);
  const { mapEdits } = readInterviewState(session.draftingState);
  return { session, invention: editedInvention(session.patentData, mapEdits) };
}
