import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { startPeriodicTask } from '../periodic-task';
import { purgeExpiredRecords } from './purge-expired-records';

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** The first purge waits for start-up to settle, then runs hourly. */
const FIRST_PURGE_AFTER_MS = 60 * 1000;

/** Hourly deletion of expired sign-ins, closed rate-limit windows and old mail (every instance). */
export function startPurgeWorker(options: { db: Db; logger: Logger }) {
  const { db, logger } = options;
  return startPeriodicTask({
    name: 'purge of expired records',
    intervalMs: PURGE_INTERVAL_MS,
    firstRunAfterMs: FIRST_PURGE_AFTER_MS,
    logger,
    async run() {
      const purged = await purgeExpiredRecords({ db });
      if (Object.values(purged).some((n) => n > 0)) logger.info({ purged }, 'expired records purged');
    },
  });
}
