import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../context';
import { sessions } from '../db/schema';
import { findSession } from '../sessions/get-session';
import { enqueueMail } from './enqueue-mail';
import { mailContext } from './mail-context';
import { recoveryLinkMail } from './templates/recovery-link';

/**
 * Save for Later (spec §4): queues the recovery link to `email` and records the address on a session
 * that had none, in one transaction. An unknown session is a 404 and queues nothing.
 */
export async function sendRecoveryLink(
  { db, config }: Context<'db' | 'config'>,
  input: { sessionId: string; email: string },
) {
  await db.transaction(async (tx) => {
    const session = await findSession({ db: tx }, { sessionId: input.sessionId });
    if (session.userEmail === null) {
      await tx
        .update(sessions)
        .set({ userEmail: input.email })
        .where(and(eq(sessions.id, session.id), isNull(sessions.userEmail)));
    }
    await enqueueMail(
      { db: tx },
      {
        kind: 'recovery_link',
        to: input.email,
        sessionId: session.id,
        ...recoveryLinkMail(mailContext(config), session.sessionId),
      },
    );
  });
}
