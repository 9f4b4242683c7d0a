import { startOutboxWorker } from './mail/outbox-worker';
import type { Services } from './services';

export type Worker = { stop(): Promise<void> };

/**
 * Background work that runs beside the HTTP server (e-mail outbox, backups…). Each capability adds
 * its worker here; main stops them all before closing the database.
 */
export function startWorkers(services: Services): Worker[] {
  const outbox = startOutboxWorker(services);
  services.mailer.attachWorker(outbox);
  return [outbox];
}
