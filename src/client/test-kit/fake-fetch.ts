import { vi } from 'vitest';

export type FakeRoute = {
  method: string;
  path: string | RegExp;
  reply: (request: { body: unknown; url: string }) => Response | Promise<Response>;
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces window.fetch with a table of routes; anything else is the server's JSON 404. */
export function fakeFetch(routes: FakeRoute[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    if (!route) return json({ error: 'not_found', message: `No API route ${method} at this path` }, 404);
    return route.reply({ body, url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const configRoute: FakeRoute = {
  method: 'GET',
  path: '/api/config',
  reply: () => json({ testMode: false, stripePublishableKey: null, supportEmail: 'support@example.com' }),
};
