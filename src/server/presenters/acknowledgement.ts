import type { MailAcceptedResponse, SessionsProofResponse } from '../../contract';

/** The answer of a call that only does something (queues a mail, signs in or out): spec §3's `{success}`. */
export const presentSuccess = (): MailAcceptedResponse & SessionsProofResponse => ({ success: true });
