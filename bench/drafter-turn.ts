/**
 * Server-side time per interview turn with the offline drafter, over full interviews of the fifteen
 * inventions of the drafting corpus (eval/corpus.ts), NLP included. Prints median and p99 of:
 *   drafting   runTurn alone (the offline drafter plus the interview rules, no I/O)
 *   operation  sendMessage: load the session, draft, and store the turn in one transaction
 *   http       the whole POST /message round trip on loopback (adds Fastify, JSON, presenter)
 * Usage: npx tsx bench/drafter-turn.ts [rounds]   (DATABASE_URL=postgres://… to use a server;
 * otherwise an embedded PostgreSQL in a temporary folder)
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { CORPUS as INVENTIONS } from '../eval/corpus';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createOfflineDrafter } from '../src/server/drafting/offline/offline-drafter';
import { runTurn } from '../src/server/drafting/run-turn';
import { sendMessage } from '../src/server/drafting/send-message';
import { createLogger } from '../src/server/logger';
import { createSession } from '../src/server/sessions/create-session';
import type { InventionScript } from '../tests/helpers/inventions';
import { makeTempDir, removeDir } from '../tests/helpers/temp-dir';

const rounds = Number(process.argv[2] ?? 10);

/** The messages of one interview, the driver stopping a step's answers once it advances. */
function* script(invention: InventionScript): Generator<string, void, number> {
  let step = yield invention.landing;
  for (const k of [2, 3, 4, 5, 6] as const) {
    for (const answer of invention.answers[k]) {
      if (step > k) break;
      step = yield answer;
    }
    // Thin answers: "next" moves on, as the inventor would.
    while (step === k) step = yield 'next';
  }
  yield 'skip';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `${name.padEnd(10)} turns ${String(sorted.length).padStart(5)}  median ${f(percentile(sorted, 50)).padStart(10)}  p99 ${f(percentile(sorted, 99)).padStart(10)}  max ${f(sorted.at(-1)!).padStart(10)}`,
  );
}

async function main() {
  const dataDir = makeTempDir('inventdraft-bench-');
  const logger = createLogger('warn');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-password',
    // Each interview comes from its own client address (x-forwarded-for), as real inventors do.
    TRUST_PROXY: '1',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, logger });
  const app = await buildApp({ config, database, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const drafter = createOfflineDrafter();
  const timings = { drafting: [] as number[], operation: [] as number[], http: [] as number[] };

  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const invention of INVENTIONS) {
        // In-process: the same turn through runTurn, then through the operation with its transaction.
        const session = await createSession({ db: database.db }, {});
        const turns = script(invention);
        let next = turns.next(1);
        while (!next.done) {
          const content = next.value;
          const current = (await database.pool.query('select * from sessions where id = $1', [session.id]))
            .rows[0];
          const start = performance.now();
          await runTurn({
            sessionId: session.sessionId,
            currentStep: current.current_step,
            isComplete: current.is_complete,
            patentData: current.patent_data,
            draftingState: current.drafting_state,
            content,
            sketch: undefined,
            drafter,
          });
          timings.drafting.push(performance.now() - start);
          const opStart = performance.now();
          const turn = await sendMessage(
            { db: database.db, drafter },
            { sessionId: session.sessionId, content },
          );
          timings.operation.push(performance.now() - opStart);
          next = turns.next(turn.session.currentStep);
        }

        // Over HTTP, as the browser calls it.
        // Each interview from its own client address, its session too: one address opening all of them
        // would meet the session-creation rate limit.
        const client = `10.0.${round}.${INVENTIONS.indexOf(invention)}`;
        const created = await fetch(`${url}/api/patent/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: '{}',
        });
        if (created.status !== 200 && created.status !== 201)
          throw new Error(`creating a session failed with ${created.status}`);
        const { session: remote } = (await created.json()) as { session: { sessionId: string } };
        const httpTurns = script(invention);
        let step = httpTurns.next(1);
        while (!step.done) {
          const start = performance.now();
          const response = await fetch(`${url}/api/patent/session/${remote.sessionId}/message`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': client,
            },
            body: JSON.stringify({ content: step.value }),
          });
          const body = (await response.json()) as { session: { currentStep: number } };
          timings.http.push(performance.now() - start);
          if (response.status !== 200) throw new Error(`turn failed with ${response.status}`);
          step = httpTurns.next(body.session.currentStep);
        }
      }
    }
    console.log(
      `Offline drafter, ${rounds} rounds x ${INVENTIONS.length} full interviews (${database.kind} PostgreSQL)`,
    );
    report('drafting', timings.drafting);
    report('operation', timings.operation);
    report('http', timings.http);
  } finally {
    await app.close();
    await database.close();
    await removeDir(dataDir);
  }
}

await main();
