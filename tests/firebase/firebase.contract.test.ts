import { beforeAll } from 'vitest';
import { initializeApp } from 'firebase/app';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import type { MailTransport } from '../../src/backend/port/mail';
import { createFirebaseArrivals } from '../../src/backend/firebase/firebaseArrivals';
import { describeContactlessContract } from '../contract/contactlessContract';
import { describeArrivalTypeContract } from '../contract/arrivalTypeContract';
import { describeBackendContract } from '../contract/backendContract';
import { describeVisitorTypeContract } from '../contract/visitorTypeContract';
import { clearEmulators, emulatorSettings, verifyEmailOf } from './emulators';

let apps = 0;

beforeAll(clearEmulators);

const options = {
  // Each backend is its own Firebase app, so each has its own signed-in company.
  makeBackend: (mail?: MailTransport) => {
    apps += 1;
    return Promise.resolve(createFirebaseBackend(emulatorSettings, { appName: `contract-${apps}`, mail }));
  },
  // Ten transactions at once: two drawing the same free ID conflict, and the later one draws again.
  visitIdCollisions: { checkIns: 60, pool: 150, atOnce: 10 },
  timeoutMs: 60_000,
  verifyEmail: verifyEmailOf,
};

describeBackendContract('firebase', options);
describeVisitorTypeContract('firebase', options, options.timeoutMs);

// Each phone is its own app, signed in anonymously on first use, on Firestore Lite.
const phones = {
  ...options,
  makePhone: (now = Date.now) => {
    apps += 1;
    const app = initializeApp(
      {
        apiKey: emulatorSettings.apiKey,
        projectId: emulatorSettings.projectId,
        appId: emulatorSettings.appId,
      },
      `phone-${apps}`,
    );
    return createFirebaseArrivals(app, emulatorSettings, now);
  },
};
describeContactlessContract('firebase', phones, 60_000);
describeArrivalTypeContract('firebase', phones, 60_000);
