import { eq } from 'drizzle-orm';
import { FREE_SECTIONS, SECTION_LABELS, type SectionKey } from '../../contract';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { AppError } from '../errors';
import { findSession } from './get-session';

/**
 * Saves the inventor's own text for one section and marks it completed. Title and background are
 * free to edit; every other section needs premium (spec §1, §5).
 */
export async function editSection(
  db: Db,
  options: { sessionId: string; section: SectionKey; content: string },
) {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, options.sessionId);
    const [locked] = await tx.select().from(sessions).where(eq(sessions.id, session.id)).for('update');
    if (!locked!.premiumUnlocked && !FREE_SECTIONS.includes(options.section)) {
      throw new AppError(
        'payment_required',
        `Editing the ${SECTION_LABELS[options.section]} section requires the one-time unlock. Title and Background can be edited for free.`,
      );
    }
    const patentData = locked!.patentData;
    const completedSections = patentData.completedSections.includes(options.section)
      ? patentData.completedSections
      : [...patentData.completedSections, options.section];
    const [updated] = await tx
      .update(sessions)
      .set({
        patentData: { ...patentData, [options.section]: options.content, completedSections },
        updatedAt: new Date(),
      })
      .where(eq(sessions.id, session.id))
      .returning();
    return updated!;
  });
}
