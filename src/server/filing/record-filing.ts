import { and, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import {
  CLIENT_ROUTES,
  calendarDateIn,
  FILING_REMINDER_KINDS,
  formatLongDate,
  nonprovisionalDeadline,
  reminderDates,
  USPTO_TIME_ZONE,
} from '../../contract';
import type { Context } from '../context';
import { filingRecords, outbox, sessions } from '../db/schema';
import { AppError } from '../errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { mailContext } from '../mail/mail-context';
import { filingReminderMail } from '../mail/templates/filing-reminder';
import { requirePremiumSession } from '../policies/require-premium-session';

/** Outbox kinds of the reminders: filing_reminder_nine_months, …, so a sent one is known by its kind. */
export const FILING_REMINDER_KIND_PREFIX = 'filing_reminder_';
const isReminder = like(outbox.kind, `${FILING_REMINDER_KIND_PREFIX}%`);
/** Reminders leave at 14:00 UTC, morning in every US time zone. */
const SEND_HOUR_UTC = 14;

/** Deletes a session's reminders that have not gone out yet (an edit reschedules, a removal stops them). */
export async function cancelPendingReminders(
  { db }: Context<'db'>,
  { sessionRowId }: { sessionRowId: number },
) {
  await db.delete(outbox).where(and(eq(outbox.sessionId, sessionRowId), isReminder, isNull(outbox.sentAt)));
}

function checkFilingDate(filingDate: string, sessionCreatedAt: Date, now: Date) {
  const today = calendarDateIn(USPTO_TIME_ZONE, now);
  if (filingDate > today)
    throw new AppError(
      'validation_failed',
      'filingDate is in the future: enter the date on the filing receipt',
    );
  const started = calendarDateIn(USPTO_TIME_ZONE, sessionCreatedAt);
  if (filingDate < started)
    throw new AppError(
      'validation_failed',
      `filingDate is before this application was started (${formatLongDate(started)})`,
    );
}

/**
 * Stores (or replaces) the filing record of a premium session and schedules its reminder e-mails in
 * the outbox, in one transaction: the record and its reminders change together or not at all.
 * Reminders whose day has already passed are not sent late, and one already sent is not sent again
 * after an edit (each goes out once).
 */
export async function recordFiling(
  ctx: Context<'db' | 'config' | 'clock'>,
  input: { sessionId: string; filingDate: string; applicationNumber: string },
) {
  const now = ctx.clock();
  const mailSettings = mailContext(ctx.config);
  const session = await requirePremiumSession(ctx, { sessionId: input.sessionId });
  if (!session.userEmail)
    throw new AppError(
      'conflict',
      'This application has no e-mail address for reminders. Use Save for Later to add one first.',
    );
  checkFilingDate(input.filingDate, session.createdAt, now);
  const to = session.userEmail;
  const deadline = nonprovisionalDeadline(input.filingDate);
  const dates = reminderDates(input.filingDate);

  await ctx.db.transaction(async (tx) => {
    // Serialises edits of one session's record, so two saves cannot leave two sets of reminders.
    await tx.execute(sql`select id from sessions where id = ${session.id} for update`);
    await tx
      .insert(filingRecords)
      .values({
        sessionId: session.id,
        filingDate: input.filingDate,
        applicationNumber: input.applicationNumber,
      })
      .onConflictDoUpdate({
        target: filingRecords.sessionId,
        set: {
          filingDate: input.filingDate,
          applicationNumber: input.applicationNumber,
          updatedAt: sql`now()`,
        },
      });
    await cancelPendingReminders({ db: tx }, { sessionRowId: session.id });
    const sent = await tx
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(and(eq(outbox.sessionId, session.id), isReminder, isNotNull(outbox.sentAt)));
    const sentKinds = new Set(sent.map((row) => row.kind));
    for (const kind of FILING_REMINDER_KINDS) {
      const outboxKind = `${FILING_REMINDER_KIND_PREFIX}${kind}` as const;
      if (sentKinds.has(outboxKind)) continue;
      const sendAt = new Date(`${dates[kind]}T${String(SEND_HOUR_UTC).padStart(2, '0')}:00:00Z`);
      if (sendAt <= now) continue;
      const mail = filingReminderMail(mailSettings, {
        title: session.patentData.title,
        applicationNumber: input.applicationNumber,
        filingDate: input.filingDate,
        deadline,
        sendOn: dates[kind],
        applicationUrl: `${mailSettings.publicUrl}${CLIENT_ROUTES.chat.replace(':sessionId', session.sessionId)}`,
      });
      await enqueueMail({ db: tx }, { kind: outboxKind, to, sessionId: session.id, sendAt, ...mail });
    }
    await tx.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, session.id));
  });
}
