import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type SmtpTestServer = {
  /** SMTP_URL for the app, e.g. smtp://127.0.0.1:41234 */
  url: string;
  port: number;
  listening: boolean;
  /** Every mail received so far, parsed, in arrival order. */
  received: ReceivedMail[];
  /** Resolves with the first received mail matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening (connections are refused) until `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/**
 * A real SMTP server on loopback that accepts every mail and parses it with mailparser, so tests see
 * exactly what a recipient would. No TLS and no auth: it only ever listens on 127.0.0.1.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({ ...parsed, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      },
    });

  let server = createServer();
  let boundPort = port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    get listening() {
      return server.server.listening;
    },
    received,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = createServer();
      await listen();
    },
  };
}
