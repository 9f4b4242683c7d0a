import { existsSync } from 'node:fs';
import dotenv from 'dotenv';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { startMetricsServer } from './metrics/metrics-server';
import { startWorkers } from './workers';

/** Starts the whole product: configuration, database, HTTP server, background workers. */
async function main() {
  if (existsSync('.env')) dotenv.config({ path: '.env', quiet: true });
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  const app = await buildApp({ config, database, logger });
  const workers = startWorkers(app.services);
  const metricsServer = config.metrics
    ? await startMetricsServer(app.services.metrics, config.metrics)
    : undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      logger.error('shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000);
    forceExit.unref();
    try {
      await app.close();
      await metricsServer?.close();
      await Promise.all(workers.map((worker) => worker.stop()));
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.adminPasswordGenerated) {
    // Printed once, on stdout, so the operator of a local run can open /admin.
    process.stdout.write(
      `\nAdmin password for this run (set ADMIN_PASSWORD to choose one): ${config.adminPassword}\n\n`,
    );
  }
  process.stdout.write(`InventDraft is running at ${config.publicUrl} (database: ${database.kind})\n`);
}

main().catch((error) => {
  process.stderr.write(
    `InventDraft failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
