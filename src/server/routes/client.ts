import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isClientRoute } from '../../contract';
import { presentUnknownApiRoute } from '../presenters/unknown-route';

/** Where `vite build` writes the browser app. */
export const CLIENT_DIST_DIR = path.resolve(import.meta.dirname, '../../../dist/client');

/**
 * Serves the built browser app from the same origin as the API. Unknown `/api/*` paths are JSON 404s;
 * every other path gets the app (with status 404 when it is not a route of spec §2, so the client's
 * 404 page is also a 404 to crawlers).
 */
async function serveClient(app: FastifyInstance, options: { distDir?: string | undefined }) {
  const distDir = options.distDir ?? CLIENT_DIST_DIR;
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies (scripts/precompress-plugin.ts); serve them when accepted.
      preCompressed: true,
      // Hashed asset names never change content; the HTML shell must always be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send(presentUnknownApiRoute(request.method));
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, or start with `npm start`.');
    }
    return reply
      .code(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}

// Registered at the root (not encapsulated) so its not-found handler answers every path.
export const clientRoutes = fastifyPlugin(serveClient, { name: 'client-routes' });
