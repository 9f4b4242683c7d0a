/**
 * The drafting evaluation (issue 15): drafts every invention of the corpus through the real interview
 * path with the offline drafter, and the dog water bottle with the model drafter against the local fake
 * OpenAI-compatible server (recorded drafts, one flawed so the repair request must fix it), and checks
 * each draft as a practitioner would. Prints one row per draft and one column per check, then every
 * problem; exits non-zero if any check fails.
 * Usage: npm run eval:drafting [-- --show NAME]   (--show prints the whole offline draft of inventions
 * whose landing text contains NAME)
 */
import type { PatentData } from '../src/contract';
import { parseClaims } from '../src/server/drafting/check/claim-parser';
import type { Drafter } from '../src/server/drafting/drafter';
import { createModelDrafter } from '../src/server/drafting/model/model-drafter';
import { createOfflineDrafter } from '../src/server/drafting/offline/offline-drafter';
import { type FakeModelMode, startFakeModelServer } from '../tests/helpers/fake-model-server';
import { CORPUS, type LabelledInvention } from './corpus';
import { THIN_INVENTIONS } from './corpus-thin';
import { COLUMNS, evaluateDraft } from './evaluate';
import { interview } from './interview';
import { PROSE_COLUMNS, proseProblems } from './prose-checks';
import { REVIEW_COLUMNS, reviewProblems } from './review-checks';

// Prose checks (issue 15, prose): their own columns after the claim checks'.
const ALL_COLUMNS = [...COLUMNS, ...PROSE_COLUMNS, ...REVIEW_COLUMNS];

const showIndex = process.argv.indexOf('--show');
const show = showIndex > -1 ? process.argv[showIndex + 1]?.toLowerCase() : undefined;

type Row = { name: string; problems: Record<string, string[]> };
const rows: Row[] = [];
/** Claims per offline draft, printed: every draft must have 12 to 20 (the checker's claim set check). */
const offlineClaimCounts: number[] = [];

async function draft(name: string, invention: LabelledInvention, drafter: Drafter, thin = false) {
  const { patentData, messages } = await interview(invention, drafter);
  if (drafter.name === 'offline' && !thin)
    offlineClaimCounts.push(parseClaims(patentData.claims ?? '').claims.length);
  rows.push({
    name: `${name}: ${(patentData.title ?? '').slice(0, 40)}`,
    problems: {
      ...evaluateDraft(invention, patentData, messages, thin),
      ...proseProblems(patentData, thin),
      ...reviewProblems(patentData, invention.kinds.includes('composition'), thin),
    },
  });
  return patentData;
}

function print(patentData: PatentData) {
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

const offline = createOfflineDrafter();
for (const invention of CORPUS) {
  const patentData = await draft(`offline ${invention.field}`, invention, offline);
  if (show && invention.landing.toLowerCase().includes(show)) print(patentData);
}

// Thin disclosures: the landing description, then "next" to every step.
for (const invention of THIN_INVENTIONS) {
  const patentData = await draft(`offline ${invention.field}`, invention, offline, true);
  if (show && invention.landing.toLowerCase().includes(show)) print(patentData);
}

// The model drafter, against recorded answers for the dog water bottle: as the model first answers,
// and with a flawed first review draft that the repair request must fix.
const fake = await startFakeModelServer();
try {
  const model = createModelDrafter({
    provider: 'openai-compatible',
    model: 'fake-model',
    baseUrl: fake.baseUrl,
    apiKey: 'eval',
    timeoutMs: 5_000,
  });
  const bottle = CORPUS.find((invention) => invention.landing.includes('dog water bottle'))!;
  for (const modes of [[], ['review-flawed']] as FakeModelMode[][]) {
    // The flawed draft answers the review request only: section requests come first.
    const wrapped: Drafter = {
      name: model.name,
      draftSection: (request, options) => model.draftSection(request, options),
      draftReview: (request, options) => {
        fake.enqueue(...modes);
        return model.draftReview(request, options);
      },
    };
    await draft(`model${modes.length ? ' (repaired)' : ''} ${bottle.field}`, bottle, wrapped);
  }
} finally {
  await fake.close();
}

/** A to Z, then a to z: one letter a column. */
const columnLetter = (index: number) => String.fromCharCode(index < 26 ? 65 + index : 97 + index - 26);

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`\nColumns: ${ALL_COLUMNS.map((c, i) => `${columnLetter(i)} ${c.label}`).join(' | ')}\n`);
console.log(`${''.padEnd(width)}  ${ALL_COLUMNS.map((_, i) => columnLetter(i)).join(' ')}`);
let failures = 0;
for (const row of rows) {
  const cells = ALL_COLUMNS.map((c) => (row.problems[c.key]!.length === 0 ? '✓' : '✗'));
  failures += cells.filter((cell) => cell === '✗').length;
  console.log(`${row.name.padEnd(width)}  ${cells.join(' ')}`);
}
for (const row of rows) {
  const listed = ALL_COLUMNS.flatMap((c) => row.problems[c.key]!.map((p) => `  [${c.label}] ${p}`));
  if (listed.length > 0) console.log(`\n${row.name}\n${listed.join('\n')}`);
}
console.log(`\nClaims per offline draft: ${[...offlineClaimCounts].sort((a, b) => a - b).join(', ')}.`);
console.log(`\n${rows.length} drafts, ${ALL_COLUMNS.length} checks each: ${failures} failed.`);
process.exitCode = failures > 0 ? 1 : 0;
