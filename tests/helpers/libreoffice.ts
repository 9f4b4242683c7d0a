import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Converts a document with LibreOffice in headless mode (Debian's libreoffice-writer-nogui), as an
 * attorney's word processor would open it. Its own profile folder keeps parallel runs apart.
 */
export function convertWithLibreOffice(
  bytes: Buffer,
  dir: string,
  name: string,
  format: 'txt' | 'pdf',
): Buffer {
  const input = path.join(dir, name);
  writeFileSync(input, bytes);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      format === 'txt' ? 'txt:Text (encoded):UTF8' : 'pdf',
      '--outdir',
      dir,
      input,
    ],
    { stdio: 'pipe', timeout: 120_000 },
  );
  return readFileSync(path.join(dir, name.replace(/\.[^.]+$/, `.${format}`)));
}
