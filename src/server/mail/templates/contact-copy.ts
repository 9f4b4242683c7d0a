import { PRODUCT_NAME } from '../../../contract';
import { type MailContext, type RenderedMail, renderMail } from './layout';

export type ContactCopy = { name: string; email: string; subject: string; message: string };

/** The contact form's message as it reaches support; replies go to the visitor (reply-to). */
export function contactCopyMail(context: MailContext, contact: ContactCopy): RenderedMail {
  return renderMail(context, `[${PRODUCT_NAME} contact] ${contact.subject}`, [
    { paragraph: `From: ${contact.name} <${contact.email}>` },
    { paragraph: `Subject: ${contact.subject}` },
    { quote: contact.message },
    { paragraph: 'Reply to this e-mail to answer the visitor directly.' },
  ]);
}
