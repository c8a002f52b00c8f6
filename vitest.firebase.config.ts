import { defineConfig } from 'vitest/config';

/** The firebase adapter and the security rules, against the Auth and Firestore emulators (npm run test:firebase). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/firebase/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
