/**
 * Mixed realistic load against the real server process (issue 10):
 *
 *   npx tsx bench/load.ts [--seconds 60] [--warmup 10] [--users 200] [--think 2000] [--database embedded|external]
 *
 * `--users` virtual inventors each replay journeys (bench/load-journey.ts: create, fetch and answer,
 * checkout, PDF; 20 requests) one after another, pausing a random think time (exponential, mean
 * `--think` ms) before each request, as people do; they start spread over one think time. Latency is
 * measured per request from the client, over `--seconds` after a `--warmup` (JIT, connection pool,
 * fonts, and the crowd of first arrivals; its errors still count). `--think 0` instead drives the same journeys through
 * autocannon with no pauses (each user a connection sending its next request as soon as the last is
 * answered), which measures the ceiling: throughput at saturation, where latency is only queueing.
 * (autocannon's own pacing sends each connection's requests in bursts at each second's start, all
 * connections at once, so it is not used for the paced run.)
 * Prints throughput, p50/p99 latency overall and by kind, errors by status and the server's memory;
 * exits with 1 if any request failed (the target is zero errors).
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { queryServer, withDatabase } from '../tests/helpers/server-database';
import { startServerProcess, stopServerProcess } from '../tests/helpers/server-process';
import { makeTempDir, removeDir } from '../tests/helpers/temp-dir';
import { JOURNEY, type Journey, journeysStarted, newJourney, type Step } from './load-journey';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    users: { type: 'string', default: '200' },
    think: { type: 'string', default: '2000' },
    database: { type: 'string', default: 'embedded' },
    'external-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const users = Number(values.users);
const thinkMs = Number(values.think);

/** One answered (or failed) request; `warmup` if it started before the measured period. */
type Sample = { kind: Step['kind']; status: number; ms: number; warmup?: boolean };

/** Paced users: each request after a think time, each latency measured as the client sees it. */
async function runUsers(baseUrl: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const deadline = measureFrom + seconds * 1000;
  const think = () => sleep(-Math.log(1 - Math.random()) * thinkMs);
  const user = async () => {
    await sleep(Math.random() * thinkMs);
    while (performance.now() < deadline) {
      const journey = newJourney();
      for (const step of JOURNEY) {
        if (performance.now() >= deadline) return;
        const request = step.request(journey);
        const started = performance.now();
        let status = 0;
        try {
          const response = await fetch(`${baseUrl}${request.path}`, request);
          const body = await response.text();
          status = response.status;
          if (response.ok) step.onResponse?.(body, journey);
        } catch {
          // a connection error: status 0
        }
        const warmup = started < measureFrom;
        samples.push({ kind: step.kind, status, ms: performance.now() - started, warmup });
        if (status < 200 || status >= 300) break; // this journey cannot go on; the user starts another
        await think();
      }
    }
  };
  await Promise.all(Array.from({ length: users }, user));
  return samples;
}

/** The ceiling: the same journeys through autocannon, no pauses. */
async function runCeiling(baseUrl: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: users,
        duration: seconds,
        requests: JOURNEY.map((step, index) => ({
          setupRequest: (req: autocannon.Request, context: Journey) => {
            if (index === 0) Object.assign(context, newJourney());
            return { ...req, ...step.request(context) };
          },
          onResponse: (_status: number, body: string, context: Journey) => step.onResponse?.(body, context),
        })) as unknown as autocannon.Request[],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => samples.push({ kind: 'fetch', status, ms }));
  });
  for (let i = 0; i < result.errors + result.timeouts; i++) samples.push({ kind: 'fetch', status: 0, ms: 0 });
  return samples;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}
const figures = (samples: Sample[]) => {
  if (samples.length === 0) return 'none in the measured period';
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return `p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, max ${(ms.at(-1) ?? 0).toFixed(1)} ms`;
};

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  const dataDir = makeTempDir('inventdraft-bench-');
  const externalDb = values.database === 'external' ? `inventdraft_bench_${Date.now()}` : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    TRUST_PROXY: '1',
  };
  if (externalDb) {
    await queryServer(values['external-url']!, `create database ${externalDb}`);
    env.DATABASE_URL = withDatabase(values['external-url']!, externalDb);
  }
  const server = await startServerProcess(env);
  try {
    const memory: number[] = [rssMegabytes(server.pid)];
    const sampler = setInterval(() => memory.push(rssMegabytes(server.pid)), 1000);
    const samples = thinkMs > 0 ? await runUsers(server.url) : await runCeiling(server.url);
    clearInterval(sampler);
    memory.push(rssMegabytes(server.pid));

    const statuses = new Map<number, number>();
    for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const failed = samples.filter((sample) => sample.status < 200 || sample.status >= 300).length;
    const measured = samples.filter((sample) => !sample.warmup);
    const tenth = Math.max(1, Math.floor(memory.length / 10));
    const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const pace = thinkMs > 0 ? `think time ${thinkMs} ms` : 'no pauses (ceiling, autocannon)';
    const warmup = thinkMs > 0 ? ` after ${warmupSeconds} s of warm-up` : '';
    console.log(`load: ${values.database} PostgreSQL, ${users} users, ${pace}, ${seconds} s${warmup}`);
    console.log(
      `  requests: ${measured.length} (${(measured.length / seconds).toFixed(0)} req/s), ${journeysStarted()} journeys started`,
    );
    console.log(`  latency: ${figures(measured)}`);
    if (thinkMs > 0) {
      for (const kind of ['create', 'fetch', 'answer', 'checkout', 'pdf'] as const) {
        console.log(`    ${kind.padEnd(8)} ${figures(measured.filter((sample) => sample.kind === kind))}`);
      }
    }
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([code, n]) => `${code || 'no answer'}: ${n}`);
    console.log(`  errors: ${failed}, warm-up included (answers by status: ${byStatus.join(', ')})`);
    if (failed > 0) process.exitCode = 1;
    console.log(
      `  server memory (RSS): start ${memory[0]!.toFixed(0)} MB, peak ${Math.max(...memory).toFixed(0)} MB, ` +
        `first 10% of the run ${average(memory.slice(1, 1 + tenth)).toFixed(0)} MB, last 10% ${average(memory.slice(-tenth)).toFixed(0)} MB`,
    );
    const everyTenSeconds = memory.filter((_, i) => i % 10 === 0).map((mb) => mb.toFixed(0));
    console.log(`  RSS every 10 s (MB): ${everyTenSeconds.join(', ')}`);
  } finally {
    await stopServerProcess(server);
    await removeDir(dataDir);
    if (externalDb)
      await queryServer(values['external-url']!, `drop database if exists ${externalDb} with (force)`);
  }
}

await main();
