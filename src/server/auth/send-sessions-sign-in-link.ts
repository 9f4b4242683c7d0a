import { SIGN_IN_LINK_MINUTES } from '../../contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/enqueue-mail';
import { mailContext } from '../mail/mail-context';
import { sessionsSignInMail } from '../mail/templates/sessions-sign-in';
import { createSignInToken } from './email-proof';

/**
 * Design §7: queues a one-time sign-in link for the sessions list of `email`. It is sent whether or
 * not the address has sessions, so neither the answer nor the timing says which addresses do.
 */
export async function sendSessionsSignInLink(db: Db, config: Config, options: { email: string }) {
  await db.transaction(async (tx) => {
    const token = await createSignInToken(tx, options.email);
    await enqueueMail(tx, {
      kind: 'sessions_sign_in',
      to: options.email,
      ...sessionsSignInMail(mailContext(config), {
        email: options.email,
        token,
        validMinutes: SIGN_IN_LINK_MINUTES,
      }),
    });
  });
}
