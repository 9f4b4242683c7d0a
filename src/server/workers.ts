import { startBackupWorker } from './backup/backup-worker';
import { startOutboxWorker } from './mail/outbox-worker';
import { startPurgeWorker } from './maintenance/purge-worker';
import type { Services } from './services';

export type Worker = { stop(): Promise<void> };

/**
 * Background work that runs beside the HTTP server (e-mail outbox, backups, purging expired records). Each capability adds
 * its worker here; main stops them all before closing the database.
 */
export function startWorkers(services: Services): Worker[] {
  const workers: Worker[] = [];
  if (services.database.kind === 'embedded') {
    workers.push(
      startBackupWorker({
        pool: services.database.pool,
        dataDir: services.config.dataDir,
        logger: services.logger,
        key: services.config.backupKey,
      }),
    );
  }
  const outbox = startOutboxWorker(services);
  services.mailer.attachWorker(outbox);
  workers.push(outbox);
  workers.push(startPurgeWorker({ db: services.db, logger: services.logger }));
  return workers;
}
