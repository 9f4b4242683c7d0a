import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';

/** One e-mail as the worker hands it to a transport (an outbox row, already rendered). */
export type MailToSend = {
  outboxId: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
};

export type MailTransport = {
  /** 'smtp' delivers through SMTP_URL; 'file' writes a .eml under DATA_DIR/outbox (design §6). */
  kind: 'smtp' | 'file';
  send(mail: MailToSend): Promise<void>;
  close(): void;
};

/**
 * A stable Message-ID per outbox row: if a send is ever repeated (a crash between sending and marking
 * it sent), the receiving side can recognise the duplicate.
 */
function messageId(config: Config, outboxId: number): string {
  return `<outbox-${outboxId}@${new URL(config.publicUrl).hostname}>`;
}

function envelope(config: Config, mail: MailToSend) {
  return {
    from: config.mailFrom,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageId(config, mail.outboxId),
  };
}

function smtpTransport(config: Config, smtpUrl: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(envelope(config, mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL a local user can still follow their links: each mail becomes a .eml file readable
 * only by the app's user (mode 0600). The log names the outbox row, its kind and the file, never the
 * link: a sign-in or recovery link is a credential, and logs travel further than DATA_DIR.
 */
function fileTransport(config: Config, logger: Logger): MailTransport {
  const dir = path.join(config.dataDir, 'outbox');
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await renderer.sendMail(envelope(config, mail));
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.outboxId}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // writeFile's mode applies only when it creates the file; a retry overwrites with the same rights.
      await fs.chmod(file, 0o600);
      logger.info(
        { outboxId: mail.outboxId, kind: mail.kind, file },
        'e-mail written to the outbox folder (SMTP_URL is not set); open the file to follow its link',
      );
    },
    close: () => renderer.close(),
  };
}

export function createMailTransport(config: Config, logger: Logger): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : fileTransport(config, logger);
}
