import { PRODUCT_NAME } from '../../../contract';
import { type MailContext, type RenderedMail, renderMail } from './layout';

/** The address is not in the link: URLs end up in browser history, proxies and shared screenshots. */
export function sessionsSignInUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/sessions?token=${encodeURIComponent(token)}`;
}

/** Design §7: the one-time link that proves the address before its list of applications is shown. */
export function sessionsSignInMail(
  context: MailContext,
  options: { email: string; token: string; validMinutes: number },
): RenderedMail {
  return renderMail(context, `Sign in to see your ${PRODUCT_NAME} applications`, [
    { paragraph: `Open this link to see the patent applications saved for ${options.email}.` },
    {
      button: {
        label: 'Show my applications',
        href: sessionsSignInUrl(context.publicUrl, options.token),
      },
    },
    {
      paragraph: `The link works once, for ${options.validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    },
  ]);
}
