import { randomBytes } from 'node:crypto';
import type { Context } from '../context';
import { messages, sessions } from '../db/schema';
import { ASSISTANT_GREETING } from '../drafting/greeting';

/** 128 random bits, URL-safe (base64url, 22 characters). */
function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new session at step 1, with the assistant's greeting as its first message, in one transaction. */
export async function createSession({ db }: Context<'db'>, input: { userEmail?: string | undefined }) {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ sessionId: newSessionId(), userEmail: input.userEmail ?? null })
      .returning();
    await tx.insert(messages).values({ sessionId: session!.id, sender: 'ai', content: ASSISTANT_GREETING });
    return session!;
  });
}
