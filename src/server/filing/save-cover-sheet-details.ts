import { eq } from 'drizzle-orm';
import type { CoverSheetDetails } from '../../contract';
import type { Context } from '../context';
import { sessions } from '../db/schema';
import { requirePremiumSession } from '../policies/require-premium-session';

/**
 * Stores the cover sheet's inventors and correspondence address with the application (issue 17),
 * replacing any given before. The cover sheet is premium, so are its details.
 */
export async function saveCoverSheetDetails(
  { db }: Context<'db'>,
  input: { sessionId: string; details: CoverSheetDetails },
): Promise<CoverSheetDetails> {
  return db.transaction(async (tx) => {
    const session = await requirePremiumSession({ db: tx }, { sessionId: input.sessionId });
    const [locked] = await tx.select().from(sessions).where(eq(sessions.id, session.id)).for('update');
    await tx
      .update(sessions)
      .set({ patentData: { ...locked!.patentData, coverSheet: input.details }, updatedAt: new Date() })
      .where(eq(sessions.id, session.id));
    return input.details;
  });
}
