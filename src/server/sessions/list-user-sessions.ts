import { desc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { sessions } from '../db/schema';

/** The sessions saved under an address, most recently worked on first. */
export function listUserSessions({ db }: Context<'db'>, { email }: { email: string }) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userEmail, email))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
}
