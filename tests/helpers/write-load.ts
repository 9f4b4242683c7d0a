import { INVENTIONS } from './inventions';

/** A chat turn the server answered: the inventor's text and the reply it stored for it. */
export type AcknowledgedMessage = {
  sessionId: string;
  content: string;
  aiMessageId: number;
  aiContent: string;
};

/**
 * Every write the server answered with a 2xx, across all the loads of a test: after a crash each one
 * must still be there. Writes whose answer never arrived may or may not have been kept.
 */
export type AcknowledgedWrites = {
  sessions: Set<string>;
  messages: AcknowledgedMessage[];
  /** Sessions unlocked by the test-mode checkout (Stripe not configured). */
  checkouts: Set<string>;
  /** Save for Later: the recovery link queued in the mail outbox. */
  recoveryLinks: Array<{ sessionId: string; email: string }>;
  /** Sessions whose application PDF was generated and stored. */
  pdfs: Set<string>;
};

export const WRITE_KINDS = ['session', 'message', 'checkout', 'recoveryLink', 'pdf'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export function noAcknowledgedWrites(): AcknowledgedWrites {
  return { sessions: new Set(), messages: [], checkouts: new Set(), recoveryLinks: [], pdfs: new Set() };
}

export type WriteLoad = {
  /** Acknowledged writes of this load so far, by kind. */
  counts: Record<WriteKind, number>;
  /** Resolves once every kind of write was acknowledged at least once and `total` writes in all. */
  underway(total: number, timeoutMs?: number): Promise<void>;
  /**
   * Calls `kill` while the clients keep writing, then waits for them to give up. Answers how many
   * requests the kill cut off and every answer that was neither a 2xx nor a rate limit (a bug).
   */
  /**
   * Kills the server and waits for every client to stop. `inFlightAtKill`: requests sent and not yet
   * answered when the kill was sent; `interrupted`: requests that then failed.
   */
  crash(kill: () => void): Promise<{ inFlightAtKill: number; interrupted: number; unexpected: string[] }>;
};

/** One client's own session and where its interview stands. */
type OwnSession = {
  id: string;
  email: string | null;
  script: (typeof INVENTIONS)[number];
  step: number;
  /** Answers already sent at the current step. */
  sentAtStep: number;
  complete: boolean;
  premium: boolean;
  pdf: boolean;
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The inventor's next message: the script's answers for the step, then "next"; "skip" at the sketch. */
function nextAnswer(session: OwnSession): string {
  if (session.step === 1) return session.script.landing;
  if (session.step >= 7) return 'skip';
  const answers = session.script.answers[session.step as 2 | 3 | 4 | 5 | 6];
  return answers[session.sentAtStep] ?? 'next';
}

/**
 * Eight (by default) concurrent clients writing to the real server: new sessions, chat turns on the
 * sessions they created (interviews run to completion), test-mode checkouts, Save for Later links and
 * application PDFs for complete, paid sessions. Every 2xx answer is recorded in `acknowledged`.
 * Each client sends from an address of its own (X-Forwarded-For, the server runs with TRUST_PROXY=1),
 * so the per-client rate limits meant for one person do not throttle the whole load.
 */
export function startWriteLoad(options: {
  url: string;
  acknowledged: AcknowledgedWrites;
  /** Distinguishes the e-mail addresses and client addresses of successive loads on one database. */
  round: number;
  clients?: number;
}): WriteLoad {
  const { url, acknowledged, round } = options;
  const counts: Record<WriteKind, number> = { session: 0, message: 0, checkout: 0, recoveryLink: 0, pdf: 0 };
  const unexpected: string[] = [];
  let interrupted = 0;
  let inFlight = 0;
  let crashing = false;
  let stopped = false;

  const client = async (index: number) => {
    const own: OwnSession[] = [];
    const address = `10.${round % 250}.${Math.floor(round / 250)}.${index + 1}`;
    let made = 0;
    let links = 0;

    /** The parsed 2xx answer, or undefined for any other status (recorded unless a rate limit). */
    const send = async <T>(method: string, path: string, body?: unknown): Promise<T | undefined> => {
      inFlight++;
      let response: Response;
      let payload: unknown;
      try {
        response = await fetch(`${url}${path}`, {
          method,
          headers: {
            'x-forwarded-for': address,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        // The write counts as acknowledged only once the whole answer has arrived.
        payload = response.headers.get('content-type')?.startsWith('application/json')
          ? await response.json()
          : await response.arrayBuffer();
      } finally {
        inFlight--;
      }
      if (response.ok) return payload as T;
      if (response.status !== 429) unexpected.push(`${method} ${path} → ${response.status}`);
      return undefined;
    };

    const createSession = async () => {
      made++;
      const email = Math.random() < 0.7 ? `c${index}.r${round}.s${made}@example.com` : null;
      const answer = await send<{ session: { sessionId: string } }>('POST', '/api/patent/session', {
        ...(email ? { userEmail: email } : {}),
      });
      if (!answer) return;
      const id = answer.session.sessionId;
      acknowledged.sessions.add(id);
      counts.session++;
      own.push({
        id,
        email,
        script: pick(INVENTIONS),
        step: 1,
        sentAtStep: 0,
        complete: false,
        premium: false,
        pdf: false,
      });
    };

    const sendMessage = async (session: OwnSession) => {
      const content = nextAnswer(session);
      const answer = await send<{
        aiMessage: { id: number; content: string };
        session: { currentStep: number; isComplete: boolean };
      }>('POST', `/api/patent/session/${session.id}/message`, { content });
      if (!answer) return;
      acknowledged.messages.push({
        sessionId: session.id,
        content,
        aiMessageId: answer.aiMessage.id,
        aiContent: answer.aiMessage.content,
      });
      counts.message++;
      session.sentAtStep = answer.session.currentStep === session.step ? session.sentAtStep + 1 : 0;
      session.step = answer.session.currentStep;
      session.complete = answer.session.isComplete;
    };

    const checkout = async (session: OwnSession) => {
      const answer = await send<{ sessionUnlocked: boolean }>('POST', '/api/create-payment-intent', {
        email: session.email ?? `payer.c${index}.r${round}@example.com`,
        existingSessionId: session.id,
      });
      if (!answer) return;
      if (!answer.sessionUnlocked) unexpected.push(`checkout of ${session.id} did not unlock it`);
      acknowledged.checkouts.add(session.id);
      counts.checkout++;
      session.premium = true;
    };

    const saveForLater = async (session: OwnSession) => {
      links++;
      const email = `later.c${index}.r${round}.n${links}@example.com`;
      const answer = await send('POST', '/api/patent/session/save-for-later', {
        email,
        sessionId: session.id,
      });
      if (!answer) return;
      acknowledged.recoveryLinks.push({ sessionId: session.id, email });
      counts.recoveryLink++;
      session.email ??= email;
    };

    const generatePdf = async (session: OwnSession) => {
      const answer = await send('POST', `/api/patent/session/${session.id}/generate-pdf`);
      if (!answer) return;
      acknowledged.pdfs.add(session.id);
      counts.pdf++;
      session.pdf = true;
    };

    /** Mostly chat turns; complete sessions are rather paid for, and paid ones get their PDF. */
    const nextWrite = () => {
      const open = own.filter((s) => !s.complete);
      const unpaid = own.filter((s) => !s.premium);
      const unpaidComplete = unpaid.filter((s) => s.complete);
      const pdfReady = own.filter((s) => s.complete && s.premium && !s.pdf);
      const r = Math.random();
      if (own.length === 0 || r < 0.12) return createSession();
      if (r < 0.17 && unpaid.length > 0)
        return checkout(pick(unpaidComplete.length > 0 ? unpaidComplete : unpaid));
      if (r < 0.21) return saveForLater(pick(own));
      if (r < 0.27 && pdfReady.length > 0) return generatePdf(pick(pdfReady));
      // Mostly the oldest open interview, so sessions reach the end (complete, paid, PDF) within a round.
      if (open.length > 0) return sendMessage(Math.random() < 0.6 ? open[0]! : pick(open));
      return createSession();
    };

    while (!stopped) {
      try {
        await nextWrite();
      } catch (error) {
        // The connection died with the server: that write was never acknowledged.
        interrupted++;
        if (!crashing) unexpected.push(`request failed before the kill: ${String(error)}`);
        return;
      }
    }
  };

  const clients = Promise.all(Array.from({ length: options.clients ?? 8 }, (_, i) => client(i)));
  const total = () => WRITE_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

  return {
    counts,
    async underway(minimum, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(WRITE_KINDS.every((kind) => counts[kind] > 0) && total() >= minimum)) {
        if (unexpected.length > 0) throw new Error(`the write load failed: ${unexpected.join('; ')}`);
        if (Date.now() > deadline) {
          throw new Error(`the write load did not get going in ${timeoutMs} ms: ${JSON.stringify(counts)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async crash(kill) {
      const inFlightAtKill = inFlight;
      crashing = true;
      kill();
      stopped = true;
      await clients;
      return { inFlightAtKill, interrupted, unexpected };
    },
  };
}
