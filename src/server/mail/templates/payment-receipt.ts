import { PRODUCT_NAME } from '../../../contract/constants';

export type PaymentReceiptInput = {
  amountCents: number;
  currency: string;
  /** The provider's payment id (Stripe PaymentIntent id), quoted so support can find the payment. */
  paymentReference: string;
  paidAt: Date;
  /** Link back to the unlocked application. */
  applicationUrl: string;
  supportEmail: string;
  /** Test mode: nothing was charged, and the receipt says so. */
  testMode: boolean;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatAmount(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amountCents / 100,
  );
}

/**
 * The receipt sent once a payment is verified. Plain text and HTML say the same thing; no images,
 * no tracking pixels, no redirecting links.
 */
export function paymentReceiptMail(input: PaymentReceiptInput): {
  subject: string;
  text: string;
  html: string;
} {
  const amount = formatAmount(input.amountCents, input.currency);
  const date = input.paidAt.toUTCString();
  const lead = input.testMode
    ? `Payments are in test mode on this ${PRODUCT_NAME} server: no card was charged, and your premium features are unlocked.`
    : `Thank you for your payment. Your premium features are unlocked: editing every section, PDF generation and download, and the filing instructions.`;
  const rows: [string, string][] = [
    ['Item', `${PRODUCT_NAME} provisional patent application (one-time)`],
    ['Amount', input.testMode ? `${amount} (test mode, not charged)` : amount],
    ['Date', date],
    ['Reference', input.paymentReference],
  ];

  const text = [
    `${PRODUCT_NAME} payment receipt`,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Continue your application: ${input.applicationUrl}`,
    '',
    `Questions? Write to ${input.supportEmail}.`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)} payment receipt</h1>
<p>${escapeHtml(lead)}</p>
<table style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(input.applicationUrl)}">Continue your application</a></p>
<p>Questions? Write to <a href="mailto:${escapeHtml(input.supportEmail)}">${escapeHtml(input.supportEmail)}</a>.</p>
</body></html>`;

  return { subject: `Your ${PRODUCT_NAME} receipt: ${amount}`, text, html };
}
