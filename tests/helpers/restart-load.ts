import { setTimeout as sleep } from 'node:timers/promises';

/** One request of the load: how it ended, and when. `dropped` is a connection that died or hung. */
export type Outcome = {
  startedAt: number;
  endedAt: number;
  status: number | 'dropped';
  /** The JSON `error` and `message` of a failure. */
  error?: string;
  message?: string;
  retryAfter?: string | null;
};

export type TimedChatLoad = {
  outcomes: Outcome[];
  /** Every session whose creation was acknowledged (201), with the messages acknowledged (200) in it. */
  acknowledged: Map<string, string[]>;
  successes(): number;
  stop(): Promise<void>;
};

export const isSuccess = (outcome: Outcome) => outcome.status === 200 || outcome.status === 201;

/** A new session after this many messages keeps each under the per-session message limit. */
const MESSAGES_PER_SESSION = 5;

/**
 * Unlike write-load.ts (many kinds of writes, checked after a crash), this load times every answer,
 * to measure how long a database restart interrupts service and what the interruption answers.
 * Several clients, each creating a session and chatting in it, one request after another, until
 * stopped. Each request comes from an address of its own (the server trusts X-Forwarded-For), so
 * the per-address message limit never answers 429.
 */
export function startTimedChatLoad(baseUrl: string, clients: number): TimedChatLoad {
  const outcomes: Outcome[] = [];
  const acknowledged = new Map<string, string[]>();
  let running = true;

  const post = async (path: string, body: unknown, address: string) => {
    const startedAt = Date.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const json = (await response.json()) as Record<string, unknown>;
      const outcome: Outcome = { startedAt, endedAt: Date.now(), status: response.status };
      if (!response.ok) {
        outcome.error = String(json.error);
        outcome.message = String(json.message);
        outcome.retryAfter = response.headers.get('retry-after');
      }
      outcomes.push(outcome);
      return { status: response.status, json };
    } catch {
      outcomes.push({ startedAt, endedAt: Date.now(), status: 'dropped' });
      return { status: 0, json: {} };
    }
  };

  const client = async (index: number) => {
    let sessionId: string | undefined;
    let sent = 0;
    for (let n = 0; running; n++) {
      const address = `10.0.${index}.${n % 250}`;
      if (!sessionId || sent >= MESSAGES_PER_SESSION) {
        const created = await post('/api/patent/session', { userEmail: `load${index}@example.com` }, address);
        if (created.status === 201) {
          sessionId = (created.json.session as { sessionId: string }).sessionId;
          acknowledged.set(sessionId, []);
          sent = 0;
        }
      } else {
        const content = `Client ${index}, message ${n}: a hinge with a self-locking cam.`;
        const answered = await post(`/api/patent/session/${sessionId}/message`, { content }, address);
        if (answered.status === 200) acknowledged.get(sessionId)!.push(content);
        sent++;
      }
      await sleep(20);
    }
  };

  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    outcomes,
    acknowledged,
    successes: () => outcomes.filter(isSuccess).length,
    async stop() {
      running = false;
      await done;
    },
  };
}

/**
 * Waits until the load has run without a failure for `quietMs` after `since`, and says when the
 * first success after the last failure came: the moment the service was back for good.
 */
export async function waitForRecovery(
  load: TimedChatLoad,
  options: { since: number; quietMs: number; timeoutMs: number },
): Promise<{ failures: Outcome[]; recoveredAt: number | undefined }> {
  const deadline = options.since + options.timeoutMs;
  for (;;) {
    const after = load.outcomes.filter((outcome) => outcome.endedAt >= options.since);
    const failures = after.filter((outcome) => !isSuccess(outcome));
    const lastFailureAt = Math.max(options.since, ...failures.map((outcome) => outcome.endedAt));
    const firstSuccess = after.find((outcome) => isSuccess(outcome) && outcome.startedAt > lastFailureAt);
    const quiet = firstSuccess !== undefined && Date.now() - lastFailureAt >= options.quietMs;
    if (quiet || Date.now() > deadline) return { failures, recoveredAt: firstSuccess?.endedAt };
    await sleep(100);
  }
}
