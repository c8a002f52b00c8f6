// Reads the npm test log and prints each runner's summary, the names of the tests that failed or only
// passed on a retry, with the first line of a vitest failure's error (CI shows only the end of the log, and
// a count alone cannot be fixed), then one plain total line for CI.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
const named = new Set();
/** Playwright lists the failed and flaky tests, indented, under its "N failed" and "N flaky" lines. */
let listingTests = false;
/** Vitest prints a failed test's error on the line after its FAIL heading. */
let failedJustBefore = '';

for (const line of log.split('\n')) {
  const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  const playwright = line.match(/^\s{2}(\d+) (passed|failed|flaky|skipped|did not run)\b/);
  const vitestFailure = line.match(/^\s*(?:FAIL|×)\s+(\S.*)$/);
  const vitestFlaky = line.match(/^FLAKY (.*)$/);
  if (failedJustBefore && line.trim()) {
    named.add(`    ${line.trim().slice(0, 300)}`);
    failedJustBefore = '';
  }
  if (vitestFlaky) {
    named.add(`  vitest flaky ${vitestFlaky[1]}`);
  } else if (vitest) {
    console.log(`vitest: ${vitest[1].trim()}`);
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(vitest[1].match(/(\d+) skipped/)?.[1] ?? 0);
  } else if (playwright) {
    console.log(`playwright: ${playwright[1]} ${playwright[2]}`);
    const count = Number(playwright[1]);
    if (playwright[2] === 'passed') passed += count;
    else if (playwright[2] === 'skipped') skipped += count;
    else failed += count;
    listingTests = playwright[2] === 'failed' || playwright[2] === 'flaky';
  } else if (listingTests && /^\s{4}\S/.test(line)) {
    named.add(`  playwright ${line.trim()}`);
  } else {
    listingTests = false;
    if (vitestFailure) named.add(`  vitest ${vitestFailure[1].trim()}`);
    if (vitestFailure && line.trim().startsWith('FAIL') && vitestFailure[1].includes(' > ')) {
      failedJustBefore = vitestFailure[1];
    }
  }
}
if (named.size) console.log(['failed or flaky:', ...named].join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
