import { eq } from 'drizzle-orm';
import type { InventionMapEdit, MapRedraftedSection } from '../../../contract';
import type { Context } from '../../context';
import { sessions } from '../../db/schema';
import { AppError } from '../../errors';
import { findSession } from '../../sessions/get-session';
import { readInterviewState, writeInterviewState } from '../interview-state';
import type { EditedInvention } from './apply-map-edits';
import { editedInvention, redraftFromMap } from './redraft-from-map';

// The id is made of the inventor's words, so the message does not repeat it (it may reach a log).
const notInMap = (field: 'itemId' | 'intoId') =>
  new AppError(
    'not_found',
    `${field}: the invention map has no such item; reload the map, it may have changed.`,
  );

/** Refuses an edit the current map cannot take, with the reason the inventor can act on. */
function checkEdit(edit: InventionMapEdit, current: EditedInvention): void {
  const isElement = (id: string) => current.elementIds.includes(id);
  if (!isElement(edit.itemId) && !current.stepIds.includes(edit.itemId)) throw notInMap('itemId');
  if (edit.type === 'merge') {
    if (!isElement(edit.itemId))
      throw new AppError('conflict', 'Only parts can be merged; a step can be renamed or removed.');
    if (!isElement(edit.intoId)) throw notInMap('intoId');
    if (edit.intoId === edit.itemId) throw new AppError('bad_request', 'intoId must name another part.');
  }
  if (edit.type === 'essential' && !isElement(edit.itemId))
    throw new AppError('conflict', 'Only parts can be marked essential; every step of a method is claimed.');
}

function noticeOf(redrafted: MapRedraftedSection[], keptAsEdited: MapRedraftedSection[]): string {
  const names = (sections: MapRedraftedSection[]) => sections.join(' and ');
  const parts = [
    redrafted.length > 0 ? `The ${names(redrafted)} now follow the map.` : '',
    keptAsEdited.length > 0
      ? `You edited the ${names(keptAsEdited)} by hand, so they are left as you wrote them.`
      : '',
  ].filter(Boolean);
  return parts.length > 0
    ? parts.join(' ')
    : 'The map is updated; the claims and abstract will follow it when they are drafted.';
}

/**
 * Stores one edit of the invention map and redrafts what is written from the model (issue 16, item 5):
 * the claims and abstract, unless the inventor rewrote them by hand.
 */
export async function editInventionMap(
  ctx: Context<'db'>,
  input: { sessionId: string; edit: InventionMapEdit },
) {
  return ctx.db.transaction(async (tx) => {
    const found = await findSession({ db: tx }, { sessionId: input.sessionId });
    const [locked] = await tx.select().from(sessions).where(eq(sessions.id, found.id)).for('update');
    const session = locked!;
    const state = readInterviewState(session.draftingState);
    const edits = state.mapEdits ?? [];
    checkEdit(input.edit, editedInvention(session.patentData, edits));
    state.mapEdits = [...edits, input.edit];
    const { patentData, redrafted, keptAsEdited } = redraftFromMap(
      session.patentData,
      state.mapEdits,
      state.handEdited,
    );
    const invention = editedInvention(patentData, state.mapEdits);
    state.invention = invention.model;
    const [updated] = await tx
      .update(sessions)
      .set({ patentData, draftingState: writeInterviewState(state), updatedAt: new Date() })
      .where(eq(sessions.id, session.id))
      .returning();
    return {
      session: updated!,
      invention,
      redrafted,
      keptAsEdited,
      notice: noticeOf(redrafted, keptAsEdited),
    };
  });
}
