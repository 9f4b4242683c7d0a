import { sql } from 'drizzle-orm';
import type { Context } from '../context';

/**
 * Deletes sessions by internal id with everything they own. Messages, sketches, PDFs and outbox mail
 * go by their cascading foreign keys; payments stay for accounting with their session set to null.
 * One statement, so one transaction: the deletions and their audit rows land together or not at all.
 * Ids that name no session are ignored.
 */
export async function bulkDeleteSessions(
  { db }: Context<'db'>,
  input: { ids: readonly number[]; ip: string },
): Promise<{ deleted: number }> {
  const result = await db.execute(sql`
    with deleted as (
      delete from sessions where id = any(${sql.param([...input.ids])}::int[]) returning id, session_id
    )
    insert into audit_log (action, session_ref, ip, details)
    select 'delete_session', session_id, ${input.ip}, jsonb_build_object('internalId', id) from deleted`);
  return { deleted: result.rowCount ?? 0 };
}
