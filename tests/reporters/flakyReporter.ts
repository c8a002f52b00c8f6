import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names each test that passed only on a retry, as Playwright does, so that CI (which retries once, as a
 * loaded two-core machine makes some waits run long) still shows it to be looked at: `.ci/summarize.mjs`
 * lists these lines with the failures.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? { flaky: false, retryCount: 0 };
    if (!flaky) return;
    const name = `${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`;
    console.log(`FLAKY ${name} (passed on retry ${retryCount})`);
  }
}
