// Prints one closing line for the whole suite: "tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestFile, playwrightFile] = process.argv.slice(2);

const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
passed += vitest.numPassedTests;
failed += vitest.numFailedTests;
skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);

const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      if (t.status === 'expected' || t.status === 'flaky') passed++;
      else if (t.status === 'skipped') skipped++;
      else failed++;
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8'));
for (const suite of playwright.suites ?? []) walk(suite);

console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
