import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium headless shell (apt-get install -y chromium-headless-shell), or its full Chromium, or
 * the browser named by CHROME_PATH. The headless shell opens a page and loads the app in less than half
 * the CPU time of the full browser's headless mode, which is most of the end-to-end runs' time.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 4173);
/** A second build whose mail goes to an HTTP provider (answered by the tests themselves). */
const httpMailPort = port + 2;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

const server = (mode: string, outDir: string, serverPort: number) => ({
  command: `npx vite build --mode ${mode} --outDir ${outDir} && npx vite preview --mode ${mode} --outDir ${outDir} --port ${serverPort} --strictPort --host 127.0.0.1`,
  url: `http://127.0.0.1:${serverPort}`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry under npm test (CI=1), where a failure costs the whole landing: a test that passes only
  // on its retry is still printed as flaky, by name, in the run's summary.
  retries: process.env.CI ? 1 : 0,
  // Apart from the firebase run's (test-results/firebase): the two runs go at the same time.
  outputDir: 'test-results/local',
  // npm test runs two suites at once on two cores: a flow that takes 25 s alone can take twice that then.
  // The limits only decide how long a broken test hangs; a passing one never waits for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Traces only where someone can open them; CI keeps no artifacts.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'local',
      testIgnore: /httpMail\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'http-mail',
      testMatch: /httpMail\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${httpMailPort}` },
    },
  ],
  webServer: [server('production', 'dist', port), server('httpmail', 'dist-httpmail', httpMailPort)],
});
