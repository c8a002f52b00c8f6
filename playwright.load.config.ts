import { defineConfig } from '@playwright/test';
import firebase from './playwright.firebase.config';

/**
 * Load runs against the emulators, outside npm test (npm run bench:offline): the Offline desk issue's two
 * desks through one cut. Each prints its figures and checks its budgets.
 */
export default defineConfig({
  ...firebase,
  testDir: 'tests/load',
  grep: undefined,
  retries: 0,
  outputDir: 'test-results/load',
  projects: [{ name: 'load', use: { baseURL: 'http://127.0.0.1:4174' } }],
});
