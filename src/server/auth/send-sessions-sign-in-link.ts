import { SIGN_IN_LINK_MINUTES } from '../../contract';
import type { Context } from '../context';
import { enqueueMail } from '../mail/enqueue-mail';
import { mailContext } from '../mail/mail-context';
import { sessionsSignInMail } from '../mail/templates/sessions-sign-in';
import { createSignInToken } from './email-proof';

/**
 * Design §7: queues a one-time sign-in link for the sessions list of `email`. It is sent whether or
 * not the address has sessions, so neither the answer nor the timing says which addresses do.
 */
export async function sendSessionsSignInLink(
  { db, config }: Context<'db' | 'config'>,
  input: { email: string },
) {
  await db.transaction(async (tx) => {
    const token = await createSignInToken({ db: tx }, { email: input.email });
    await enqueueMail(
      { db: tx },
      {
        kind: 'sessions_sign_in',
        to: input.email,
        ...sessionsSignInMail(mailContext(config), {
          email: input.email,
          token,
          validMinutes: SIGN_IN_LINK_MINUTES,
        }),
      },
    );
  });
}
