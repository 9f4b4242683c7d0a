import { EMAIL_PATTERN } from '../../contract/email';

/** Spec §5: the e-mail rules of the start and capture modals. Returns the message to show, or null when valid. */
export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'Email is required';
  if (!EMAIL_PATTERN.test(trimmed)) return 'Please enter a valid email address';
  return null;
}
