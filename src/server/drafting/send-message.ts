import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { messages, sessions, sketches } from '../db/schema';
import { AppError } from '../errors';
import { findSession } from '../sessions/get-session';
import { checkSketchImage } from '../sketches/check-sketch';
import { assertSketchAllowed, runTurn } from './run-turn';

type SendMessageInput = {
  sessionId: string;
  content: string;
  imageData?: string | undefined;
  /** Called once the request is known to be good, just before the drafter runs (a stream starts here). */
  onReady?: (() => void) | undefined;
  /** Reply text as it is written (streaming). */
  onText?: ((delta: string) => void) | undefined;
  /** Aborted when the caller went away: the turn is then not stored, so resending makes no duplicate. */
  signal?: AbortSignal | undefined;
};

/** The parts of a session row a turn reads; a concurrent turn that changed them wins. */
function turnSnapshot(row: typeof sessions.$inferSelect): string {
  return JSON.stringify([row.currentStep, row.isComplete, row.patentData, row.draftingState]);
}

/**
 * Stores the inventor's message, runs one interview turn and stores the reply with the updated
 * draft, all in one transaction (design §4: a turn is atomic). The drafter runs before the
 * transaction opens, so a slow or failed model call holds no lock and leaves nothing behind.
 */
export async function sendMessage({ db, drafter }: Context<'db' | 'drafter'>, input: SendMessageInput) {
  const session = await findSession({ db }, { sessionId: input.sessionId });
  if (input.imageData !== undefined) assertSketchAllowed(session);
  const sketch = input.imageData === undefined ? undefined : await checkSketchImage(input.imageData);
  input.onReady?.();

  const turn = await runTurn({
    sessionId: session.sessionId,
    currentStep: session.currentStep,
    isComplete: session.isComplete,
    patentData: session.patentData,
    draftingState: session.draftingState,
    content: input.content,
    sketch,
    drafter,
    onText: input.onText,
    signal: input.signal,
  });
  if (input.signal?.aborted) {
    throw new AppError(
      'bad_request',
      'The request was cancelled before the reply was ready; nothing was saved.',
    );
  }

  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(sessions).where(eq(sessions.id, session.id)).for('update');
    if (!locked || turnSnapshot(locked) !== turnSnapshot(session)) {
      throw new AppError(
        'conflict',
        'This session changed while your reply was being written. Please send your message again.',
      );
    }
    await tx.insert(messages).values({ sessionId: session.id, sender: 'user', content: input.content });
    const [aiMessage] = await tx
      .insert(messages)
      .values({ sessionId: session.id, sender: 'ai', content: turn.reply })
      .returning();
    if (turn.sketch) {
      const image = {
        mimeType: 'image/png',
        bytes: turn.sketch.png,
        width: turn.sketch.width,
        height: turn.sketch.height,
      };
      await tx
        .insert(sketches)
        .values({ sessionId: session.id, ...image })
        .onConflictDoUpdate({ target: sketches.sessionId, set: { ...image, createdAt: new Date() } });
    }
    const [updated] = await tx
      .update(sessions)
      .set({
        currentStep: turn.currentStep,
        isComplete: turn.isComplete,
        patentData: turn.patentData,
        draftingState: turn.draftingState,
        updatedAt: new Date(),
      })
      .where(eq(sessions.id, session.id))
      .returning();
    return { aiMessage: aiMessage!, session: updated! };
  });
}
