import { eq } from 'drizzle-orm';
import {
  type EditableSection,
  FREE_SECTIONS,
  SECTION_KEYS,
  type SectionKey,
  sectionEntry,
} from '../../contract';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { markHandEdited } from '../drafting/invention-map/redraft-from-map';
import { AppError } from '../errors';
import { findSession } from './get-session';

/**
 * Saves the inventor's own text for one section and marks it completed. Title and background are
 * free to edit; every other section, the claims and the abstract included, needs premium (spec §1, §5).
 */
export async function editSection(
  db: Db,
  options: { sessionId: string; section: EditableSection; content: string },
) {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, options.sessionId);
    const [locked] = await tx.select().from(sessions).where(eq(sessions.id, session.id)).for('update');
    if (!locked!.premiumUnlocked && !FREE_SECTIONS.includes(options.section as SectionKey)) {
      throw new AppError(
        'payment_required',
        `Editing the ${sectionEntry(options.section).label} section requires the one-time unlock. Title and Background can be edited for free.`,
      );
    }
    const patentData = locked!.patentData;
    // Claims and abstract are drafted at the end, not interview steps: editing them completes no step.
    const isStep = (SECTION_KEYS as readonly string[]).includes(options.section);
    const completedSections =
      !isStep || patentData.completedSections.includes(options.section as SectionKey)
        ? patentData.completedSections
        : [...patentData.completedSections, options.section as SectionKey];
    const [updated] = await tx
      .update(sessions)
      .set({
        patentData: { ...patentData, [options.section]: options.content, completedSections },
        draftingState: markHandEdited(locked!.draftingState, options.section),
        updatedAt: new Date(),
      })
      .where(eq(sessions.id, session.id))
      .returning();
    return updated!;
  });
}
