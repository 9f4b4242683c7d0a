/** Proving an e-mail address for its sessions list (design §7): one-time links, then a browser proof. */
export { endEmailProof, redeemSignInToken } from './email-proof';
export { sendSessionsSignInLink } from './send-sessions-sign-in-link';
