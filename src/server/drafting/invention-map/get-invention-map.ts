import type { Context } from '../../context';
import { findSession } from '../../sessions/get-session';
import { readInterviewState } from '../interview-state';
import { editedInvention } from './redraft-from-map';

/** The invention map of a session: its answers' model with the inventor's map edits. */
export async function getInventionMap(ctx: Context<'db'>, input: { sessionId: string }) {
  const session = await findSession(ctx, input);
  const { mapEdits } = readInterviewState(session.draftingState);
  return { session, invention: editedInvention(session.patentData, mapEdits) };
}
