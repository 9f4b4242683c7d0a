import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { answerClientError, answerRouterError, registerErrorHandler } from './error-handler';
import { apiRoutes } from './routes';
import { clientRoutes } from './routes/client';
import { registerSecurityHeaders } from './security-headers';
import { createServices } from './services';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger: Logger;
  /** Folder of the built client; defaults to dist/client. */
  clientDistDir?: string;
  /** The time for deadlines and reminders; the system clock unless a test moves its own. */
  clock?: Clock;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole HTTP app on a given database, so tests can start it on any PostgreSQL. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, logger } = options;
  const app: FastifyInstance = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the app typed with the default logger type.
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies in front of the app (what proxy-addr does for numbers).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    // Fastify's request lines carry the URL, which holds session ids, addresses and sign-in tokens;
    // the onResponse hook below logs the route pattern instead.
    disableRequestLogging: true,
    return503OnClosing: true,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  });

  app.decorate('services', createServices(config, database, logger, options.clock));
  // Every route this app serves, for the property-based suite and for documentation.
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Every API answer is about one inventor's session or the operator's view: no cache may keep it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    request.log.info(
      { route, method: request.method, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
    app.services.metrics.httpRequestDuration.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // The API speaks JSON only; any other body type is a 415 rather than a string reaching a handler.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  await app.register(apiRoutes);
  await app.register(clientRoutes, { distDir: options.clientDistDir });
  return app;
}
