/**
 * Lighthouse on the landing page of the built app.
 *
 *   node_modules/.bin/tsx bench/lighthouse.ts [--runs=N] [--desktop] [--path=/about] [--no-build]
 *
 * Builds the browser app, starts the server on a free loopback port with a temporary DATA_DIR (embedded
 * PostgreSQL, offline assistant, payments in test mode), runs Lighthouse (default: mobile emulation with
 * simulated throttling) with Debian's Chromium, and prints the four category scores, the main timings and
 * the gzipped size of the JavaScript the page loaded. Targets (issue 7): performance ≥ 95,
 * accessibility, best practices and SEO = 100, landing JavaScript < 120 KB gzipped.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../tests/helpers/chromium-flags';
import { startServerProcess, stopServerProcess } from '../tests/helpers/server-process';
import { makeTempDir, removeDir } from '../tests/helpers/temp-dir';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const JS_BUDGET_KB = 120;

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const runs = Number(args.get('runs') ?? 1);
const desktop = args.has('desktop');
const pagePath = args.get('path') ?? '/';

type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
};

function runLighthouse(url: string, outputPath: string): LighthouseReport {
  const result = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with code ${result.status}`);
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
}

/** Every script the page requested, re-fetched and gzipped here: the server may not compress. */
async function gzippedScripts(report: LighthouseReport) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return Promise.all(
    scripts.map(async (item) => {
      const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
      return { url: new URL(item.url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!args.has('no-build')) {
    process.stdout.write('Building the web app…\n');
    const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  const dataDir = makeTempDir('inventdraft-lighthouse-');
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    SMTP_URL: '',
    AI_PROVIDER: 'offline',
  });
  try {
    const url = `${server.url}${pagePath}`;
    process.stdout.write(`Lighthouse ${desktop ? 'desktop' : 'mobile'} on ${url}, ${runs} run(s)\n\n`);
    for (let run = 1; run <= runs; run++) {
      const report = runLighthouse(url, path.join(dataDir, `report-${run}.json`));
      const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
      const metric = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
      process.stdout.write(
        `run ${run}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}, SEO ${score('seo')}\n` +
          `  FCP ${metric('first-contentful-paint').toFixed(0)} ms, LCP ${metric('largest-contentful-paint').toFixed(0)} ms, ` +
          `TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, ` +
          `Speed Index ${metric('speed-index').toFixed(0)} ms\n`,
      );
      if (run === 1) {
        const scripts = await gzippedScripts(report);
        for (const script of scripts) {
          process.stdout.write(`  script ${script.url}: ${kb(script.raw)} raw, ${kb(script.gzip)} gzipped\n`);
        }
        const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
        process.stdout.write(
          `  JavaScript loaded by the page: ${kb(total)} gzipped (budget ${JS_BUDGET_KB} KB: ${
            total < JS_BUDGET_KB * 1024 ? 'within' : 'OVER'
          })\n`,
        );
      }
    }
  } finally {
    await stopServerProcess(server);
    await removeDir(dataDir);
  }
}

await main();
