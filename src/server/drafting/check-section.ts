import { type CheckSectionRequest, sectionEntry } from '../../contract';
import type { Context } from '../context';
import { AppError } from '../errors';
import { mayEditSection } from '../policies';
import { findSession } from '../sessions/get-session';
import { checkAbstract, checkClaimSet, type Finding } from './check/draft-checker';

/**
 * The draft checker's findings for the claims or abstract an inventor is typing, before saving
 * (issue 16, item 6). Like editing them, it needs premium: the check serves the paid edit.
 */
export async function checkSection(
  { db }: Context<'db'>,
  input: { sessionId: string } & Required<CheckSectionRequest>,
): Promise<Finding[]> {
  const session = await findSession({ db }, { sessionId: input.sessionId });
  if (!mayEditSection(session, input.section))
    throw new AppError(
      'payment_required',
      `Checking the ${sectionEntry(input.section).label} section requires the one-time unlock.`,
    );
  if (input.section === 'claims') return checkClaimSet(input.content, undefined, 0).findings;
  return checkAbstract(input.content, session.patentData.title ?? '').map((message) => ({
    check: 'abstract',
    message,
  }));
}
