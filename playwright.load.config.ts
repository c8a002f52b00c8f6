import { defineConfig } from '@playwright/test';
import firebase from './playwright.firebase.config';

/**
 * Load runs against the emulators, outside npm test (npm run bench:offline, bench:desks): the Offline desk
 * issue's desks through a cut and under load. Each prints its figures and checks its budgets; one at a
 * time, so that no run's figures carry another's load.
 */
export default defineConfig({
  ...firebase,
  testDir: 'tests/load',
  grep: undefined,
  retries: 0,
  workers: 1,
  outputDir: 'test-results/load',
  projects: [{ name: 'load', use: { baseURL: 'http://127.0.0.1:4174' } }],
});
