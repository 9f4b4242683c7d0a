import type { Logger } from 'pino';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { runningEmbeddedServerUrl } from './embedded-server';

/**
 * The database for a command run beside the app (backup, restore): the configured server, or the
 * embedded server a running app owns, or else an embedded server started for this command alone.
 */
export async function openForMaintenance(config: Config, logger: Logger): Promise<Database> {
  const running = config.databaseUrl ? undefined : await runningEmbeddedServerUrl(config.dataDir);
  return openDatabase({ databaseUrl: config.databaseUrl ?? running, dataDir: config.dataDir, logger });
}
