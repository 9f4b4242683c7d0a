// Prints the plain closing line CI reads ("N passed, N failed, N skipped") over vitest JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`ci-summary: no report at ${file} (the run crashed before reporting)`);
    missing += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (missing > 0) failed += missing;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
