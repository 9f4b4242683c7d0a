import pg from 'pg';
import { ASSISTANT_GREETING } from '../../src/server/drafting/greeting';
import type { AcknowledgedMessage, AcknowledgedWrites } from './write-load';

type FetchedSession = {
  session: { premiumUnlocked: boolean; pdfGenerated: boolean };
  messages: Array<{ id: number; sender: string; content: string }>;
};

async function forEachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Through the API (GET /api/patent/session/{id}): every acknowledged session is there, each
 * acknowledged turn is in its history as the inventor's message followed by the stored reply, and
 * acknowledged checkouts and PDFs show on the session. Answers what was lost.
 */
export async function lostWritesInApi(url: string, acknowledged: AcknowledgedWrites): Promise<string[]> {
  const turns = new Map<string, AcknowledgedMessage[]>();
  for (const turn of acknowledged.messages)
    turns.set(turn.sessionId, [...(turns.get(turn.sessionId) ?? []), turn]);
  const lost: string[] = [];
  await forEachLimited([...acknowledged.sessions], 8, async (id) => {
    const response = await fetch(`${url}/api/patent/session/${id}`);
    if (response.status !== 200) {
      lost.push(`session ${id}: GET answered ${response.status}`);
      return;
    }
    const { session, messages } = (await response.json()) as FetchedSession;
    const position = new Map(messages.map((message, i) => [message.id, i]));
    for (const turn of turns.get(id) ?? []) {
      const i = position.get(turn.aiMessageId) ?? -1;
      const [question, reply] = [messages[i - 1], messages[i]];
      const kept =
        reply?.sender === 'ai' &&
        reply.content === turn.aiContent &&
        question?.sender === 'user' &&
        question.content === turn.content;
      if (!kept)
        lost.push(`session ${id}: the turn answered by message ${turn.aiMessageId} is missing or changed`);
    }
    if (acknowledged.checkouts.has(id) && !session.premiumUnlocked) lost.push(`session ${id}: not premium`);
    if (acknowledged.pdfs.has(id) && !session.pdfGenerated) lost.push(`session ${id}: PDF not marked`);
  });
  return lost;
}

const column = <T>(rows: T[], name: keyof T) => rows.map((row) => String(row[name]));

/** In SQL: the writes the API does not show (outbox mail, payment rows, stored PDF bytes). */
export async function lostWritesInDatabase(client: pg.Client, acknowledged: AcknowledgedWrites) {
  const links = await client.query<{ session_id: string; email: string }>(
    `select x.session_id, x.email from unnest($1::text[], $2::text[]) as x(session_id, email)
     where not exists (
       select 1 from outbox o join sessions s on s.id = o.session_id
       where s.session_id = x.session_id and o.kind = 'recovery_link' and o.to_address = x.email)`,
    [acknowledged.recoveryLinks.map((l) => l.sessionId), acknowledged.recoveryLinks.map((l) => l.email)],
  );
  const checkouts = await client.query<{ session_id: string }>(
    `select x.session_id from unnest($1::text[]) as x(session_id) join sessions s using (session_id)
     where not exists (select 1 from payments p where p.session_id = s.id and p.status = 'succeeded')
        or not exists (select 1 from outbox o where o.session_id = s.id and o.kind = 'payment_receipt')`,
    [[...acknowledged.checkouts]],
  );
  const pdfs = await client.query<{ session_id: string }>(
    `select x.session_id from unnest($1::text[]) as x(session_id) join sessions s using (session_id)
     where not exists (select 1 from pdf_documents d where d.session_id = s.id and d.kind = 'application')`,
    [[...acknowledged.pdfs]],
  );
  return [
    ...links.rows.map((row) => `recovery link to ${row.email} for ${row.session_id} not in the outbox`),
    ...column(checkouts.rows, 'session_id').map((id) => `checkout of ${id}: payment or receipt missing`),
    ...column(pdfs.rows, 'session_id').map((id) => `PDF of ${id} not stored`),
  ];
}

/**
 * Invariants the code keeps in single transactions, so no crash may break them. Each query lists the
 * rows that break one; all run in one snapshot.
 */
const INVARIANTS: Record<string, string> = {
  // Triggers on sessions keep admin_session_counts in the same transaction as the change.
  'admin_session_counts differs from the sessions table': `
    select c.total, c.premium, c.complete, c.pdfs, s.total as real_total, s.premium as real_premium,
           s.complete as real_complete, s.pdfs as real_pdfs
    from (select coalesce(sum(total), 0)::int as total, coalesce(sum(premium), 0)::int as premium,
                 coalesce(sum(complete), 0)::int as complete, coalesce(sum(pdfs), 0)::int as pdfs
          from admin_session_counts) c,
         (select count(*)::int as total, count(*) filter (where premium_unlocked)::int as premium,
                 count(*) filter (where is_complete)::int as complete,
                 count(*) filter (where pdf_generated)::int as pdfs from sessions) s
    where (c.total, c.premium, c.complete, c.pdfs) <> (s.total, s.premium, s.complete, s.pdfs)`,
  'rows whose session is gone': `
    select 'messages' as source, id from messages m where not exists (select 1 from sessions s where s.id = m.session_id)
    union all select 'sketches', id from sketches k where not exists (select 1 from sessions s where s.id = k.session_id)
    union all select 'pdf_documents', id from pdf_documents d where not exists (select 1 from sessions s where s.id = d.session_id)
    union all select 'outbox', id from outbox o
      where o.session_id is not null and not exists (select 1 from sessions s where s.id = o.session_id)
    union all select 'payments', id from payments p
      where p.session_id is not null and not exists (select 1 from sessions s where s.id = p.session_id)`,
  // create-session stores the greeting with the session; send-message stores the inventor's message
  // and the reply together, under a lock on the session row: greeting, then (user, ai) pairs, by id.
  'sessions whose history is not the greeting and whole turns': `
    select s.session_id, m.senders from sessions s left join (
      select session_id, string_agg(sender, ' ' order by id) as senders,
             (array_agg(content order by id))[1] as greeting
      from messages group by session_id) m on m.session_id = s.id
    where m.senders is null or m.senders !~ '^ai( user ai)*$' or m.greeting <> $1`,
  // The step advances with the turn that stores the messages, at most one step per turn.
  'sessions further along than their stored turns': `
    select s.session_id, s.current_step from sessions s
    where s.current_step - 1 > (select count(*) from messages m where m.session_id = s.id and m.sender = 'user')`,
  // record-verified-payment: payment row, premium flag and receipt mail in one transaction.
  'premium without a succeeded payment, or the reverse': `
    select s.session_id from sessions s
    where s.premium_unlocked <> exists (select 1 from payments p where p.session_id = s.id and p.status = 'succeeded')`,
  'succeeded payments without a receipt': `
    select p.provider_payment_id from payments p where p.status = 'succeeded' and not exists (
      select 1 from outbox o where o.session_id = p.session_id and o.kind = 'payment_receipt')`,
  // generate-application-pdf: stored bytes and the session's flag in one transaction.
  'pdf_generated without a stored PDF, or the reverse': `
    select s.session_id from sessions s
    where s.pdf_generated <> exists (select 1 from pdf_documents d where d.session_id = s.id and d.kind = 'application')
       or (s.pdf_generated and s.pdf_filename is null)`,
  // send-recovery-link records the address on a session that had none with the queued mail.
  'recovery links for a session without an address': `
    select o.id from outbox o join sessions s on s.id = o.session_id
    where o.kind = 'recovery_link' and s.user_email is null`,
};

export async function brokenInvariants(client: pg.Client): Promise<string[]> {
  const broken: string[] = [];
  await client.query('begin isolation level repeatable read read only');
  try {
    for (const [name, query] of Object.entries(INVARIANTS)) {
      const { rows } = await client.query(query, query.includes('$1') ? [ASSISTANT_GREETING] : []);
      if (rows.length > 0) broken.push(`${name}: ${JSON.stringify(rows.slice(0, 5))}`);
    }
  } finally {
    await client.query('commit');
  }
  return broken;
}

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * PostgreSQL's own check of what crash recovery left on disk: amcheck verifies every B-tree index of
 * the app's tables against its table (heapallindexed) and every table's heap pages. It needs a role
 * that may create the extension (the embedded servers; a superuser TEST_DATABASE_URL); with another
 * role the check is skipped with a warning rather than failing on the test setup.
 */
export async function corruptStorage(client: pg.Client): Promise<string[]> {
  try {
    await client.query('create extension if not exists amcheck');
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    console.warn('amcheck skipped: the test database role may not create the extension');
    return [];
  }
  await client.query(`
    select bt_index_check(c.oid, true)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.amname = 'btree' and i.indisvalid and i.indisready`);
  const { rows } = await client.query<{ relname: string; blkno: number; msg: string }>(`
    select c.relname, v.blkno, v.msg
    from pg_class c join pg_namespace n on n.oid = c.relnamespace, lateral verify_heapam(c.oid) v
    where n.nspname = 'public' and c.relkind = 'r'`);
  return rows.map((row) => `${row.relname} block ${row.blkno}: ${row.msg}`);
}

/** Everything above, as one list of problems (empty when the crash lost and broke nothing). */
export async function durabilityProblems(options: {
  url: string;
  databaseUrl: string;
  acknowledged: AcknowledgedWrites;
}): Promise<string[]> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    return [
      ...(await lostWritesInApi(options.url, options.acknowledged)),
      ...(await lostWritesInDatabase(client, options.acknowledged)),
      ...(await brokenInvariants(client)),
      ...(await corruptStorage(client)),
    ];
  } finally {
    await client.end();
  }
}
