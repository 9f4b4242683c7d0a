import { textField } from './text';

/** Spec §5: non-space text, an at sign, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_CHARS = 254;

export const emailSchema = textField('email')
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_CHARS, `must be at most ${EMAIL_MAX_CHARS} characters`)
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase());
