import { type CheckSectionRequest, sectionEntry } from '../../contract';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { findSession } from '../sessions/get-session';
import { checkAbstract, checkClaimSet, type Finding } from './check/draft-checker';

/**
 * The draft checker's findings for the claims or abstract an inventor is typing, before saving
 * (issue 16, item 6). Like editing them, it needs premium: the check serves the paid edit.
 */
export async function checkSection(
  db: DbOrTx,
  options: { sessionId: string } & Required<CheckSectionRequest>,
): Promise<Finding[]> {
  const session = await findSession({ db }, { sessionId: options.sessionId });
  if (!session.premiumUnlocked)
    throw new AppError(
      'payment_required',
      `Checking the ${sectionEntry(options.section).label} section requires the one-time unlock.`,
    );
  if (options.section === 'claims') return checkClaimSet(options.content, undefined, 0).findings;
  return checkAbstract(options.content, session.patentData.title ?? '').map((message) => ({
    check: 'abstract',
    message,
  }));
}
