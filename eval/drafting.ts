/**
 * The drafting evaluation (issue 15): drafts every invention of the corpus through the real interview
 * path and checks the result as a practitioner would. Prints one row per invention and one column per
 * check, then every problem; exits non-zero if any check fails.
 * Usage: npm run eval:drafting [-- --show NAME]   (--show prints the whole draft of inventions whose
 * landing text contains NAME)
 */
import { createOfflineDrafter } from '../src/server/drafting/offline/offline-drafter';
import { CORPUS } from './corpus';
import { COLUMNS, evaluateDraft } from './evaluate';
import { interview } from './interview';

const showIndex = process.argv.indexOf('--show');
const show = showIndex > -1 ? process.argv[showIndex + 1]?.toLowerCase() : undefined;

const drafter = createOfflineDrafter();
const rows: { name: string; problems: Record<string, string[]> }[] = [];
for (const invention of CORPUS) {
  const { patentData, messages } = await interview(invention, drafter);
  const name = `${invention.field}: ${(patentData.title ?? '').slice(0, 40)}`;
  rows.push({ name, problems: evaluateDraft(invention, patentData, messages) });
  if (show && invention.landing.toLowerCase().includes(show)) {
    for (const key of [
      'title',
      'background',
      'summary',
      'details',
      'variations',
      'useCases',
      'claims',
      'abstract',
      'review',
    ] as const)
      console.log(`\n=== ${key}\n${patentData[key] ?? ''}`);
  }
}

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`\nColumns: ${COLUMNS.map((c, i) => `${String.fromCharCode(65 + i)} ${c.label}`).join(' | ')}\n`);
console.log(`${''.padEnd(width)}  ${COLUMNS.map((_, i) => String.fromCharCode(65 + i)).join(' ')}`);
let failures = 0;
for (const row of rows) {
  const cells = COLUMNS.map((c) => (row.problems[c.key]!.length === 0 ? '✓' : '✗'));
  failures += cells.filter((cell) => cell === '✗').length;
  console.log(`${row.name.padEnd(width)}  ${cells.join(' ')}`);
}
for (const row of rows) {
  const listed = COLUMNS.flatMap((c) => row.problems[c.key]!.map((p) => `  [${c.label}] ${p}`));
  if (listed.length > 0) console.log(`\n${row.name}\n${listed.join('\n')}`);
}
console.log(`\n${rows.length} inventions, ${COLUMNS.length} checks each: ${failures} failed.`);
process.exitCode = failures > 0 ? 1 : 0;
