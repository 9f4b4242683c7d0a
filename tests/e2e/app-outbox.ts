import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';

/** The e2e app's embedded PostgreSQL, found through its data folder (port in postmaster.pid). */
export async function connectToAppDatabase(dataDir: string): Promise<pg.Client> {
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const password = readFileSync(path.join(dataDir, 'pg-secret'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password });
  await client.connect();
  return client;
}

/** Waits for the app's outbox worker to write a mail to `to` (a .eml file) and answers its first link matching `pattern`. */
export async function linkFromOutbox(
  dataDir: string,
  to: string,
  pattern: RegExp,
  after: number,
): Promise<URL> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(dir).map((name) => path.join(dir, name));
      } catch {
        return [];
      }
    })().filter((file) => file.endsWith('.eml') && statSync(file).mtimeMs >= after);
    for (const file of files) {
      const mail = await simpleParser(readFileSync(file));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === to) {
        const link = (mail.text ?? '').split(/\s+/).find((word) => pattern.test(word));
        if (link) return new URL(link);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern} in ${dir}`);
}
