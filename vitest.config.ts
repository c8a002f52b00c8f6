import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

/**
 * Unit, component and local-contract tests (npm run test:unit). Screens render in happy-dom (a quarter less
 * CPU than jsdom for the same screen tests, measured: 70 against 92 core-seconds); everything else runs in
 * plain Node (a .test.ts file that needs a DOM says so with `// @vitest-environment happy-dom`).
 */
/** A test of what happens when a module is first imported: it needs a module graph of its own. */
const FRESH_MODULES = 'src/app/apiSlot.test.ts';

export default defineConfig({
  plugins: [react(), lingui({ failOnCompileError: true })],
  test: {
    // CI retries a test once (as Playwright does): on two loaded cores a wait can run past its time. A test
    // that passed only on its retry is still named in the log (FlakyReporter), to be made steady.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './tests/reporters/flakyReporter.ts'],
    globals: true,
    restoreMocks: true,
    // npm test runs this beside the browser and emulator suites on two cores: a screen test that takes a
    // second alone can take ten then.
    testTimeout: 30_000,
    // Worker threads start faster than forked processes; nothing here needs a process of its own.
    pool: 'threads',
    // A worker per core: Vitest's default keeps one core free, which on a 2-core machine is one worker
    // and half the machine idle (the suite alone: 119 s on one worker, 74 s on two, the same CPU time).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // A screen test renders the whole app on a store of its own (renderApp) and needs no fresh
          // module graph: sharing one per worker spares reloading React, RTK and the DOM for every file.
          isolate: false,
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // As the screens: each file makes its own backends and stores, and one module graph per worker
          // spares re-importing the adapters, RTK and the SDK's pieces for each of them.
          isolate: false,
          setupFiles: ['./tests/setup.ts'],
          include: [
            'src/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'scripts/*.test.ts',
            'scripts/build/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, FRESH_MODULES],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-fresh',
          environment: 'node',
          setupFiles: ['./tests/setup.ts'],
          include: [FRESH_MODULES],
        },
      },
    ],
  },
});
