import type { Logger } from 'pino';

/**
 * Runs `run` every `intervalMs` beside the HTTP server, never two at once, logging a failure instead
 * of crashing (the next round tries again). The timer does not keep the process alive; `stop` waits
 * for a round in progress.
 */
export function startPeriodicTask(options: {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  logger: Logger;
  /** Also run once this soon after start, rather than waiting a whole interval. */
  firstRunAfterMs?: number;
}) {
  const { name, run, logger } = options;
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= run()
      .catch((error) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(runOnce, options.intervalMs);
  timer.unref();
  const first =
    options.firstRunAfterMs === undefined ? undefined : setTimeout(runOnce, options.firstRunAfterMs);
  first?.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
