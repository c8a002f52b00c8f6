import { defineConfig } from 'vitest/config';

/** The adapter's suites: they share the emulators' demo-frontdesk project and clear it, one file at a time. */
const ADAPTER_SUITES = [
  'tests/firebase/firebase.contract.test.ts',
  'tests/firebase/erasureScan.test.ts',
  'tests/firebase/readCost.test.ts',
  'tests/firebase/triggerEmail.test.ts',
];

/**
 * The firebase adapter and the security rules, against the Auth and Firestore emulators (npm run
 * test:firebase). The rules suites run side by side, each worker on an emulator project of its own
 * (rulesFixtures.ts), beside the adapter's suites, which run one after another.
 */
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'threads',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'rules', include: ['tests/firebase/**/*.test.ts'], exclude: ADAPTER_SUITES },
      },
      { extends: true, test: { name: 'adapter', include: ADAPTER_SUITES, fileParallelism: false } },
    ],
  },
});
