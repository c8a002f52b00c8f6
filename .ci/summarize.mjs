// Reads the npm test log and prints each runner's summary, then one plain total line for CI.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;

for (const line of log.split('\n')) {
  const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  const playwright = line.match(/^\s{2}(\d+) (passed|failed|flaky|skipped|did not run)\b/);
  if (vitest) {
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
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
