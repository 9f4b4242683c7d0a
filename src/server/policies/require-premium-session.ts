import type { Context } from '../context';
import { AppError } from '../errors';
import { findSession } from '../sessions/get-session';

const PDF_PAYMENT_REQUIRED_MESSAGE =
  'The PDF is a premium feature. Unlock premium for this session to generate and download it.';

/** The session, which must have premium unlocked: otherwise a 402 (spec §5, premium gating). */
export async function requirePremiumSession(ctx: Context<'db'>, { sessionId }: { sessionId: string }) {
  const session = await findSession(ctx, { sessionId });
  if (!session.premiumUnlocked) throw new AppError('payment_required', PDF_PAYMENT_REQUIRED_MESSAGE);
  return session;
}
