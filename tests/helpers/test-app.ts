import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/server/app';
import type { Clock } from '../../src/server/clock';
import { type Config, loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { makeTempDir, removeDir } from './temp-dir';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN_PASSWORD = 'test-admin-password';

export type TestApp = {
  /** Origin of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  config: Config;
  database: Database;
  testDatabase: TestDatabase;
  dataDir: string;
  /** Stops the app and opens a new one on the same database and data folder, as a process restart does. */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database of its own, listening on a free loopback port. `env` overrides
 * the environment the configuration is read from (e.g. AI_PROVIDER, STRIPE_SECRET_KEY, SMTP_URL);
 * `logDestination` receives the app's log lines (at LOG_LEVEL) instead of stdout.
 */
/** Options of a test app: a controllable clock, and a stream that captures its log. */
export type TestAppOptions = { clock?: Clock; logDestination?: DestinationStream };

export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  return openTestApp(env, options, await createTestDatabase(), makeTempDir());
}

async function openTestApp(
  env: Record<string, string>,
  options: TestAppOptions,
  testDatabase: TestDatabase,
  dataDir: string,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabase.url,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const logger = createLogger(config.logLevel, options.logDestination);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, logger });
  const app = await buildApp({ config, database, logger, clock: options.clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    database,
    testDatabase,
    dataDir,
    async restart() {
      // The outbox worker would close the transport on shutdown; tests drain without one.
      app.services.mailer.transport.close();
      await app.close();
      await database.close();
      return openTestApp(env, options, testDatabase, dataDir);
    },
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
      await removeDir(dataDir);
    },
  };
}

export { call, type JsonResponse } from './json-call';
