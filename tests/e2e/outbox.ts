import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Waits for the outbox worker to write a new .eml to `to` (the e2e app has no SMTP server) and
 * answers its first link whose text contains `linkPart`.
 */
export async function linkFromOutbox(
  dataDir: string,
  to: string,
  linkPart: string,
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
    })()
      .filter((file) => file.endsWith('.eml') && statSync(file).mtimeMs >= after)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const mail = await simpleParser(readFileSync(file));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === to) {
        const link = (mail.text ?? '').split(/\s+/).find((word) => word.includes(linkPart));
        if (link) return new URL(link);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link containing ${linkPart} in ${dir}`);
}
