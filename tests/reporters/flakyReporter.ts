import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names each test that passed only on a retry, as Playwright does, so that CI (which retries once, as a
 * loaded two-core machine makes some waits run long) still shows it to be looked at: `.ci/summarize.mjs`
 * lists these lines with the failures. What the failed try said follows it, so the cause can be read from
 * the log of a run that passed.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? { flaky: false, retryCount: 0 };
    if (!flaky) return;
    const name = `${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`;
    console.log(`FLAKY ${name} (passed on retry ${retryCount})`);
    for (const error of testCase.result().errors ?? []) {
      const where = error.stack
        ?.split('\n')
        .find((line) => line.includes(process.cwd()) && !line.includes('node_modules'));
      // A reporter that threw would fail the run it reports on: every part read with care.
      const said = (error.message || error.name || 'an error').split('\n')[0] ?? '';
      console.log(`  failed try: ${said}${where ? ` (${where.trim()})` : ''}`);
    }
  }
}
