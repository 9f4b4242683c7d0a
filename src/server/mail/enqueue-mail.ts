import type { FilingReminderKind } from '../../contract';
import type { Context } from '../context';
import { outbox } from '../db/schema';

export type MailKind =
  | 'recovery_link'
  | 'sessions_sign_in'
  | 'payment_receipt'
  | 'contact_copy'
  | 'pdf_fingerprint'
  | `filing_reminder_${FilingReminderKind}`;

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  /** Where replies go when not to our sender address (the contact-form copy replies to the visitor). */
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Ties the mail to a session, so deleting the session deletes its unsent mail too. */
  sessionId?: number | null;
  /** Not before this instant (a reminder due on a later day); now when unset. */
  sendAt?: Date;
};

/**
 * Every e-mail is a row first (design §6); the outbox worker sends it. Pass the transaction that
 * makes the change the mail is about, so both commit together or not at all.
 */
export async function enqueueMail({ db }: Context<'db'>, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      sessionId: mail.sessionId ?? null,
      ...(mail.sendAt ? { nextAttemptAt: mail.sendAt } : {}),
    })
    .returning({ id: outbox.id });
  return row!.id;
}
