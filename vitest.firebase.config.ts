import { defineConfig } from 'vitest/config';

/** The security-rules files: each worker tests them on an emulator project of its own (rulesFixtures.ts). */
const RULES_FILES = ['tests/firebase/rules*.test.ts', 'tests/firebase/*Rules.test.ts'];

/**
 * The firebase adapter and the security rules, against the Auth and Firestore emulators. scripts/
 * firebaseSuites.mjs (npm run test:firebase) runs the rules (FIREBASE_SUITE=rules, two files at once) and
 * the SDK suites (FIREBASE_SUITE=sdk, one shared project, one file at a time) side by side; with neither,
 * every file runs one at a time.
 */
const suite = process.env.FIREBASE_SUITE;

export default defineConfig({
  test: {
    // CI retries a test once (as Playwright does): on two loaded cores a wait can run past its time. A test
    // that passed only on its retry is still named in the log (FlakyReporter), to be made steady.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './tests/reporters/flakyReporter.ts'],
    environment: 'node',
    include: suite === 'rules' ? RULES_FILES : ['tests/firebase/**/*.test.ts'],
    exclude: suite === 'sdk' ? RULES_FILES : [],
    // The rules files empty their own projects (rulesFixtures.ts); the SDK suites share the demo project.
    setupFiles: suite === 'rules' ? [] : ['tests/firebase/emptyEachTest.ts'],
    fileParallelism: suite === 'rules',
    maxWorkers: suite === 'rules' ? 2 : undefined,
    // One module graph per worker: each file starts its own environment or apps and shares no module
    // state, and re-importing the SDK for each file was a third of the suites' client CPU (rules 62 against
    // 41 core-seconds, SDK suites 53 against 33). A global a test stubs is put back after it.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
