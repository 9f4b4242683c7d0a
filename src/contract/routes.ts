/** The browser routes of spec §2. The server answers any other path with the client's 404 page. */
export const CLIENT_ROUTES = {
  landing: '/',
  chat: '/chat/:sessionId',
  chatByQuery: '/chat',
  patentChat: '/patent-chat',
  checkout: '/checkout',
  /** "My applications": asks for the address and mails a sign-in link, or shows the proven list. */
  myApplications: '/sessions',
  /** Spec §2's list by address; kept for old links, it moves the address out of the URL. */
  sessions: '/sessions/:email',
  about: '/about',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  dataSecurity: '/data-security',
  filingInstructions: '/uspto-filing-instructions',
  admin: '/admin',
} as const;

/** True when a path (without query) is one of the client's routes. */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(CLIENT_ROUTES).some((pattern) => {
    const parts = pattern.split('/');
    const actual = path.split('/');
    return (
      parts.length === actual.length &&
      parts.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]))
    );
  });
}
