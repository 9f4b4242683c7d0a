import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the browser app when the build is missing or older than its sources, then
 * runs the server in this process.
 */
const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const sources = ['src/client', 'src/contract', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  process.stdout.write('Building the web app…\n');
  const vite = path.join(root, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('The web app failed to build; see the errors above.\n');
    process.exit(result.status ?? 1);
  }
}

await import('../src/server/main');
