/**
 * Time to generate a full provisional application (all sections, about 5,000 words, one 1600×1200
 * sketch) with our pdfkit renderer, and — in the same run — the same text rendered through headless
 * Chromium's HTML-to-PDF, the usual alternative.
 *
 *   npx tsx bench/pdf.ts [--runs 30]
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preflightPdf } from '../src/server/pdf/preflight';
import { renderApplication } from '../src/server/pdf/render-application';
import { applicationFixture, sketchFixture } from '../tests/helpers/application-fixture';
import { CHROMIUM_FLAGS } from '../tests/helpers/chromium-flags';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const runs = Number(values.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function time(fn: () => Promise<unknown>, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

const patentData = applicationFixture();
const sketch = await sketchFixture();
const words = Object.values(patentData)
  .filter((value): value is string => typeof value === 'string')
  .join(' ')
  .split(/\s+/).length;

await renderApplication({ patentData, sketches: [sketch] }); // warm-up: fonts loaded, code compiled
const ours = await time(async () => {
  const { bytes } = await renderApplication({ patentData, sketches: [sketch] });
  preflightPdf(bytes);
}, runs);

const sections = [
  'background',
  'summary',
  'drawingsDescription',
  'details',
  'variations',
  'useCases',
  'claims',
  'abstract',
] as const;
const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: Letter; margin: 2.5cm 2.5cm 2.5cm 2.5cm }
  body { font-family: 'Liberation Serif', serif; font-size: 12pt; line-height: 1.5 }
  h2 { font-size: 12pt; font-weight: normal; text-transform: uppercase } img { width: 100%; break-before: page }
</style></head><body><h1>${escapeHtml(patentData.title ?? '')}</h1>${sections
  .map(
    (key) =>
      `<h2>${key}</h2>${(patentData[key] ?? '')
        .split('\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('')}`,
  )
  .join('')}<img src="data:image/png;base64,${sketch.toString('base64')}"></body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const page = await browser.newPage();
const chromiumRuns = Math.min(runs, 10);
const viaChromium = await time(async () => {
  await page.setContent(html);
  await page.pdf({ format: 'Letter' });
}, chromiumRuns);
await browser.close();

console.log(`pdf: full application, ${words} words, one 1600×1200 sketch`);
console.log(
  `  pdfkit renderer + pre-flight: median ${median(ours).toFixed(1)} ms, min ${Math.min(...ours).toFixed(1)} ms, max ${Math.max(...ours).toFixed(1)} ms (${runs} runs)`,
);
console.log(
  `  headless Chromium HTML-to-PDF: median ${median(viaChromium).toFixed(1)} ms (${chromiumRuns} runs, browser already running)`,
);
