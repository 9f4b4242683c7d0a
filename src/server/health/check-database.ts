import { sql } from 'drizzle-orm';
import type { Context } from '../context';

/** Readiness: resolves once the database answers a query, throws while it does not. */
export async function checkDatabase({ db }: Context<'db'>): Promise<void> {
  await db.execute(sql`select 1`);
}
