import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Compares in constant time. Hashing first gives both sides the same length, so neither the
 * content nor the length of the real password leaks through timing.
 */
export function checkAdminPassword(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
