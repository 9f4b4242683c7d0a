import type { ContactRequest } from '../../../contract/mail';
import { apiRequest } from '../../lib/api';

/** POST /api/contact (spec §7); the reply's shape is not used. */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await apiRequest('POST', '/api/contact', message);
}
