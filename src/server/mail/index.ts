/** E-mail through the outbox: the operations that queue a mail, and the rate limits on them. */
export { enforceMailRateLimits } from './mail-rate-limits';
export { sendRecoveryLink } from './send-recovery-link';
export { submitContactMessage } from './submit-contact-message';
