import { eq } from 'drizzle-orm';
import { type EditableSection, SECTION_KEYS, type SectionKey, sectionEntry } from '../../contract';
import type { Context } from '../context';
import { sessions } from '../db/schema';
import { AppError } from '../errors';
import { mayEditSection } from '../policies';
import { findSession } from '../sessions/get-session';
import { markHandEdited } from './invention-map/redraft-from-map';

/**
 * Saves the inventor's own text for one section and marks it completed. Title and background are
 * free to edit; every other section, the claims and the abstract included, needs premium (spec §1, §5).
 */
export async function editSection(
  { db }: Context<'db'>,
  input: { sessionId: string; section: EditableSection; content: string },
) {
  return db.transaction(async (tx) => {
    const session = await findSession({ db: tx }, { sessionId: input.sessionId });
    const [locked] = await tx.select().from(sessions).where(eq(sessions.id, session.id)).for('update');
    if (!mayEditSection(locked!, input.section)) {
      throw new AppError(
        'payment_required',
        `Editing the ${sectionEntry(input.section).label} section requires the one-time unlock. Title and Background can be edited for free.`,
      );
    }
    const patentData = locked!.patentData;
    // Claims and abstract are drafted at the end, not interview steps: editing them completes no step.
    const isStep = (SECTION_KEYS as readonly string[]).includes(input.section);
    const completedSections =
      !isStep || patentData.completedSections.includes(input.section as SectionKey)
        ? patentData.completedSections
        : [...patentData.completedSections, input.section as SectionKey];
    const [updated] = await tx
      .update(sessions)
      .set({
        patentData: { ...patentData, [input.section]: input.content, completedSections },
        draftingState: markHandEdited(locked!.draftingState, input.section),
        updatedAt: new Date(),
      })
      .where(eq(sessions.id, session.id))
      .returning();
    return updated!;
  });
}
