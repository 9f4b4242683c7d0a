import { describe, expect, it } from 'vitest';
import { isClientRoute } from './routes';

describe('client routes of spec §2', () => {
  it.each([
    '/',
    '/chat/abc',
    '/chat',
    '/patent-chat',
    '/checkout',
    '/sessions/a@b.co',
    '/sessions',
    '/sessions/',
    '/about',
    '/contact',
    '/privacy-policy',
    '/terms-of-service',
    '/data-security',
    '/uspto-filing-instructions',
    '/admin',
    '/about/',
  ])('knows %s', (path) => expect(isClientRoute(path)).toBe(true));

  it.each(['/nope', '/chat/a/b', '/sessions/a/b', '/admin/x', '/api'])('does not know %s', (path) =>
    expect(isClientRoute(path)).toBe(false),
  );
});
