import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The core flows again, against a firebase-mode build talking to the Auth and Firestore emulators
 * (run through scripts/emulators.mjs, which starts them). This exercises the browser SDK's WebChannel.
 * A flow is @core when its Firebase path is more than the port's contract suite covers (live listeners
 * across desks, the phone's own SDK beside the desk's, the rules met by the screens' real writes). A flow
 * that differs from another @core one only on screen (a second viewport, an input's validation texts)
 * runs in local mode only: each test here costs about twice the CPU of its local run.
 */
const port = 4174;
/** The emulators scripts/emulators.mjs started (EMULATOR_PORTS may have moved them). */
const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = (
  process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
).split(':');
const emulatorEnv = [
  `VITE_FIREBASE_FIRESTORE_EMULATOR_HOST=${firestoreHost}`,
  `VITE_FIREBASE_FIRESTORE_EMULATOR_PORT=${firestorePort}`,
  `VITE_FIREBASE_AUTH_EMULATOR_URL=http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`,
].join(' ');

export default defineConfig({
  ...base,
  grep: /@core/,
  // Every step is a round trip to the emulators, which share the CI machine's two cores with Chromium.
  timeout: 90_000,
  outputDir: 'test-results/firebase',
  projects: [
    { name: 'firebase', testIgnore: /httpMail\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${port}` } },
  ],
  webServer: {
    command: `${emulatorEnv} npx vite build --mode emulators --outDir dist-emulators && npx vite preview --mode emulators --outDir dist-emulators --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
