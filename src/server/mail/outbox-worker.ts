import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { MailTransport } from './transport';

export type OutboxDeps = {
  db: Db;
  logger: Logger;
  mailer: { transport: MailTransport };
  /** What "due" is measured against (mail scheduled for a later day, such as filing reminders). */
  clock?: Clock;
};

export type OutboxOptions = {
  /** Rows claimed per round. */
  batchSize?: number;
  /** First retry after this long; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a mail is left unsent (and logged) instead of retried. */
  maxAttempts?: number;
  /** How long a claimed row stays reserved for the worker that claimed it. */
  leaseMs?: number;
  /** Treat rows due before this instant as due now (tests skip the back-off with it). */
  asOf?: Date;
};

const DEFAULTS = {
  batchSize: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  leaseMs: 5 * 60_000,
};

type ClaimedRow = {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/**
 * Reserves due mail for this worker. `for update skip locked` lets several app instances poll the
 * same table at once: a row locked by one is skipped by the others, and the lease (locked_until)
 * keeps it reserved after this short transaction commits, while the mail is being sent.
 */
async function claimDueMail(
  db: Db,
  options: Required<Omit<OutboxOptions, 'asOf'>>,
  asOf: Date,
  skipIds: Iterable<number>,
) {
  const skip = `{${[...skipIds].join(',')}}`;
  const result = await db.execute<ClaimedRow>(sql`
    update outbox set
      attempts = outbox.attempts + 1,
      locked_until = now() + make_interval(secs => ${options.leaseMs / 1000})
    where id in (
      select id from outbox
      where sent_at is null
        and next_attempt_at <= ${asOf.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= now())
        and attempts < ${options.maxAttempts}
        and not (id = any(${skip}::int[]))
      order by next_attempt_at, id
      limit ${options.batchSize}
      for update skip locked
    )
    returning id, kind, to_address, reply_to, subject, text_body, html_body, attempts`);
  return result.rows;
}

export function retryDelayMs(attempts: number, options: { baseDelayMs: number; maxDelayMs: number }) {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

async function sendOne(deps: OutboxDeps, row: ClaimedRow, options: Required<Omit<OutboxOptions, 'asOf'>>) {
  const { db, logger } = deps;
  try {
    await deps.mailer.transport.send({
      outboxId: row.id,
      kind: row.kind,
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    });
    await db.execute(
      sql`update outbox set sent_at = now(), locked_until = null, last_error = null where id = ${row.id}`,
    );
    // Never the address or the body: they can hold a capability link or a visitor's message.
    logger.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'e-mail sent');
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const delayMs = retryDelayMs(row.attempts, options);
    await db.execute(sql`
      update outbox set
        locked_until = null,
        last_error = ${message.slice(0, 500)},
        next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
      where id = ${row.id}`);
    const givenUp = row.attempts >= options.maxAttempts;
    logger[givenUp ? 'error' : 'warn'](
      // The error object, not its message: a server's refusal quotes the recipient's address.
      { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error },
      givenUp ? 'e-mail not sent; giving up after the last attempt' : 'e-mail not sent; will retry',
    );
    return false;
  }
}

/** Sends every mail that is due now, round after round, and says how many went and how many failed. */
export async function drainOutbox(
  deps: OutboxDeps,
  options: OutboxOptions = {},
): Promise<{ sent: number; failed: number }> {
  const settings = { ...DEFAULTS, ...options };
  const asOf = options.asOf ?? deps.clock?.() ?? new Date();
  let sent = 0;
  let failed = 0;
  const tried = new Set<number>();
  for (;;) {
    // A mail that failed in this drain waits for its back-off, even when `asOf` says it is due.
    const rows = await claimDueMail(deps.db, settings, asOf, tried);
    if (rows.length === 0) return { sent, failed };
    for (const row of rows) {
      tried.add(row.id);
      if (await sendOne(deps, row, settings)) sent++;
      else failed++;
    }
  }
}

export type OutboxWorker = {
  /** Look for due mail now instead of at the next poll (called after a mail is enqueued). */
  wake(): void;
  stop(): Promise<void>;
};

/**
 * Polls the outbox until stopped. Safe to run in every app instance at once. Stopping waits for the
 * round in progress and closes the transport's connections (the app is shutting down).
 */
export function startOutboxWorker(
  deps: OutboxDeps,
  options: OutboxOptions & { pollIntervalMs?: number } = {},
): OutboxWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;

  const round = async () => {
    try {
      await drainOutbox(deps, options);
    } catch (error) {
      deps.logger.warn({ err: error }, 'outbox round failed; retrying at the next poll');
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = undefined;
      if (stopped) return;
      if (wakeAgain) {
        wakeAgain = false;
        run();
      } else {
        timer = setTimeout(run, pollIntervalMs);
      }
    });
  };
  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      deps.mailer.transport.close();
    },
  };
}
