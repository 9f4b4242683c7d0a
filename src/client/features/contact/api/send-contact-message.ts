import { type ContactRequest, mailAcceptedResponseSchema } from '../../../../contract/mail';
import { fetchParsed } from '../../../lib/api';

/** POST /api/contact (spec §7): the message is queued for the support address. */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await fetchParsed(mailAcceptedResponseSchema, '/api/contact', { method: 'POST', body: message });
}
