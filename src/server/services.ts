import type { Logger } from 'pino';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDrafter } from './drafting/create-drafter';
import type { Drafter } from './drafting/drafter';
import { createMailer, type Mailer } from './mail/mailer';
import { createMetrics, type Metrics } from './metrics/metrics';
import { createPayments, type Payments } from './payments/payments';

/**
 * What route handlers and background workers need, built once per app. Each capability adds its
 * own entry here (drafter, mailer, payments…), so tests can build an app with fakes at the edges.
 */
export type Services = {
  config: Config;
  database: Database;
  db: Database['db'];
  logger: Logger;
  metrics: Metrics;
  mailer: Mailer;
  payments: Payments;
  drafter: Drafter;
  /** The time for dated rules (filing deadlines, reminder sends); tests pass a clock they move. */
  clock: Clock;
};

export function createServices(
  config: Config,
  database: Database,
  logger: Logger,
  clock: Clock = systemClock,
): Services {
  return {
    config,
    database,
    db: database.db,
    logger,
    metrics: createMetrics(database.db),
    mailer: createMailer(config, logger),
    payments: createPayments(config),
    drafter: createDrafter(config.ai),
    clock,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeTable: Array<{ method: string; url: string }>;
  }
}
