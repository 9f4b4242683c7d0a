import { PRODUCT_NAME } from '../../../contract';
import { type MailContext, type RenderedMail, renderMail } from './layout';

export function recoveryLinkUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/chat/${encodeURIComponent(sessionId)}`;
}

/** Save for Later (spec §4): the link that reopens a patent application where the inventor left it. */
export function recoveryLinkMail(context: MailContext, sessionId: string): RenderedMail {
  return renderMail(context, `Your ${PRODUCT_NAME} patent application link`, [
    { paragraph: 'Here is the link to continue your provisional patent application where you left off.' },
    { button: { label: 'Continue my application', href: recoveryLinkUrl(context.publicUrl, sessionId) } },
    {
      paragraph:
        'Anyone with this link can open your application, so keep this e-mail to yourself. ' +
        'If you did not ask for it, you can ignore it.',
    },
  ]);
}
