import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task';

/** A logger that keeps the message of every error line. */
function errorCollector() {
  const errors: string[] = [];
  const logger = pino(
    { level: 'error' },
    { write: (line: string) => errors.push((JSON.parse(line) as { msg: string }).msg) },
  );
  return { logger, errors };
}

/** A promise the test settles by hand, to hold a round open. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicTask', () => {
  it('runs once soon after start, then every interval, and logs a failed round without stopping', async () => {
    const { logger, errors } = errorCollector();
    let rounds = 0;
    const task = startPeriodicTask({
      name: 'test task',
      intervalMs: 1_000,
      firstRunAfterMs: 10,
      logger,
      async run() {
        rounds++;
        if (rounds === 2) throw new Error('disk full');
      },
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(989);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(2);
    expect(errors).toEqual(['test task failed']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toBe(3);

    await task.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds).toBe(3);
  });

  it('never starts a round while the last one still runs, and stop waits for it', async () => {
    const { logger } = errorCollector();
    const hold = deferred();
    let started = 0;
    let finished = 0;
    const task = startPeriodicTask({
      name: 'slow task',
      intervalMs: 100,
      logger,
      async run() {
        started++;
        await hold.promise;
        finished++;
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(1);

    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    hold.resolve();
    await stopping;
    expect(finished).toBe(1);
  });
});
