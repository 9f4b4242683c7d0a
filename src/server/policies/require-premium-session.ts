import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { findSession } from '../sessions/get-session';

export const PDF_PAYMENT_REQUIRED_MESSAGE =
  'The PDF is a premium feature. Unlock premium for this session to generate and download it.';

/** The session, which must have premium unlocked: otherwise a 402 (spec §5, premium gating). */
export async function requirePremiumSession(db: DbOrTx, publicSessionId: string) {
  const session = await findSession({ db }, { sessionId: publicSessionId });
  if (!session.premiumUnlocked) throw new AppError('payment_required', PDF_PAYMENT_REQUIRED_MESSAGE);
  return session;
}
