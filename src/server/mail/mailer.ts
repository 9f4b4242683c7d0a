import type { Logger } from 'pino';
import type { Config } from '../config';
import type { OutboxWorker } from './outbox-worker';
import { createMailTransport, type MailTransport } from './transport';

/** The app's e-mail service: the transport the outbox worker sends through, and a nudge for it. */
export type Mailer = {
  transport: MailTransport;
  /** Asks the running outbox worker (if any) to send now; call it after the enqueueing commit. */
  wake(): void;
  attachWorker(worker: OutboxWorker): void;
};

export function createMailer(config: Config, logger: Logger): Mailer {
  let worker: OutboxWorker | undefined;
  return {
    transport: createMailTransport(config, logger),
    wake: () => worker?.wake(),
    attachWorker: (started) => {
      worker = started;
    },
  };
}
