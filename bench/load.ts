/**
 * Mixed realistic load against the real server process (issue 10):
 *   node --import tsx bench/load.ts [--seconds 60] [--connections 200] [--database embedded|external]
 * Each virtual client cycles through: create a session, fetch a session, send a chat message,
 * generate a PDF (for a session unlocked through test-mode checkout). Prints throughput, p50/p99
 * latency, errors and the server's memory over the run.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServerProcess, stopServerProcess } from '../tests/helpers/server-process';
import { makeTempDir, removeDir } from '../tests/helpers/temp-dir';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    database: { type: 'string', default: 'embedded' },
    'external-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const ANSWERS = [
  'The frame is made of aluminium tubing and holds a removable fabric tray with four corner clips.',
  'A spring-loaded hinge connects the tray to the frame so that the tray folds flat for storage.',
  'In another version the tray is made of silicone and the clips are magnetic.',
];

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function main() {
  const dataDir = makeTempDir('inventdraft-bench-');
  let externalDb: string | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'development' };
  if (values.database === 'external') {
    externalDb = `inventdraft_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: values['external-url'] });
    await admin.connect();
    await admin.query(`create database ${externalDb}`);
    await admin.end();
    const url = new URL(values['external-url']!);
    url.pathname = `/${externalDb}`;
    env.DATABASE_URL = url.toString();
  }
  const server = await startServerProcess(env);
  try {
    // Sessions to read, write to and render: half of them unlocked through test-mode checkout.
    const sessionIds: string[] = [];
    const premiumIds: string[] = [];
    for (let i = 0; i < 100; i++) {
      const created = await post(`${server.url}/api/patent/session`, { userEmail: `bench${i}@example.com` });
      const sessionId = (created.body.session as { sessionId: string }).sessionId;
      sessionIds.push(sessionId);
      await post(`${server.url}/api/patent/session/${sessionId}/message`, {
        content: 'A folding drying rack for small apartments that mounts over a door.',
      });
      if (i % 2 === 0) {
        await post(`${server.url}/api/create-payment-intent`, {
          email: `bench${i}@example.com`,
          existingSessionId: sessionId,
        });
        premiumIds.push(sessionId);
      }
    }
    const pick = (ids: string[]) => ids[Math.floor(Math.random() * ids.length)]!;

    const memory: number[] = [rssMegabytes(server.pid)];
    const sampler = setInterval(() => memory.push(rssMegabytes(server.pid)), 1000);
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/patent/session',
          headers: { 'content-type': 'application/json' },
          body: '{"userEmail":"load@example.com"}',
        },
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/api/patent/session/${pick(sessionIds)}` }),
        },
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            path: `/api/patent/session/${pick(sessionIds)}/message`,
            body: JSON.stringify({ content: ANSWERS[Math.floor(Math.random() * ANSWERS.length)] }),
          }),
        },
        {
          method: 'POST',
          setupRequest: (req) => ({ ...req, path: `/api/patent/session/${pick(premiumIds)}/generate-pdf` }),
        },
      ],
    });
    clearInterval(sampler);
    memory.push(rssMegabytes(server.pid));

    const thirds = Math.max(1, Math.floor(memory.length / 3));
    const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const non2xx = result.non2xx;
    console.log(
      `load: ${values.database} PostgreSQL, ${connections} connections, ${seconds} s, mixed workload`,
    );
    console.log(`  requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`);
    console.log(
      `  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `  errors: ${result.errors} connection errors, ${result.timeouts} timeouts, ${non2xx} non-2xx responses`,
    );
    console.log(
      `  server memory (RSS): start ${memory[0]!.toFixed(0)} MB, peak ${Math.max(...memory).toFixed(0)} MB, ` +
        `first third avg ${average(memory.slice(0, thirds)).toFixed(0)} MB, last third avg ${average(memory.slice(-thirds)).toFixed(0)} MB`,
    );
  } finally {
    await stopServerProcess(server);
    await removeDir(dataDir);
    if (externalDb) {
      const admin = new pg.Client({ connectionString: values['external-url'] });
      await admin.connect();
      await admin.query(`drop database if exists ${externalDb} with (force)`);
      await admin.end();
    }
  }
}

await main();
