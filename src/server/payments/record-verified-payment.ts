import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context } from '../context';
import type { SessionRow } from '../db/rows';
import { payments, sessions } from '../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { paymentReceiptMail } from '../mail/templates/payment-receipt';

export type VerifiedPayment = {
  provider: 'stripe' | 'test';
  /** Stripe's PaymentIntent id, or our own id for a test-mode bypass. */
  providerPaymentId: string;
  email: string;
  amountCents: number;
  currency: string;
};

/**
 * Records a payment the server has verified, unlocks its session and queues one receipt, all in one
 * transaction. Idempotent: the confirm call and the webhook may both arrive, each any number of
 * times, and only the first one to mark the payment succeeded unlocks and mails.
 */
export async function recordVerifiedPayment(
  { db, config }: Context<'db' | 'config'>,
  { session, payment }: { session: SessionRow; payment: VerifiedPayment },
): Promise<{ firstTime: boolean }> {
  return db.transaction(async (tx) => {
    // Concurrent twins wait on the row lock here; PostgreSQL then re-checks the WHERE against the
    // committed row, so exactly one of them gets a row back.
    const marked = await tx
      .insert(payments)
      .values({
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        sessionId: session.id,
        email: payment.email,
        amountCents: payment.amountCents,
        currency: payment.currency,
        status: 'succeeded',
      })
      .onConflictDoUpdate({
        target: payments.providerPaymentId,
        set: { status: 'succeeded', sessionId: session.id, updatedAt: sql`now()` },
        setWhere: ne(payments.status, 'succeeded'),
      })
      .returning({ id: payments.id, createdAt: payments.createdAt });
    if (marked.length === 0) return { firstTime: false };

    await tx
      .update(sessions)
      .set({ premiumUnlocked: true, updatedAt: sql`now()` })
      .where(and(eq(sessions.id, session.id), eq(sessions.premiumUnlocked, false)));

    const receipt = paymentReceiptMail({
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentReference: payment.providerPaymentId,
      paidAt: new Date(),
      applicationUrl: `${config.publicUrl}/chat/${session.sessionId}`,
      supportEmail: config.supportEmail,
      testMode: payment.provider === 'test',
    });
    await enqueueMail(
      { db: tx },
      { kind: 'payment_receipt', to: payment.email, sessionId: session.id, ...receipt },
    );
    return { firstTime: true };
  });
}
