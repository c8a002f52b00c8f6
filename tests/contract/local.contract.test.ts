import { testLocalBackend } from '../../src/test/localBackend';
import type { MailTransport } from '../../src/backend/port/mail';
import { openFrontdeskDb } from '../../src/backend/local/db';
import { createLocalArrivals } from '../../src/backend/local/localContactless';
import { describeBackendContract } from './backendContract';
import { describeContactlessContract } from './contactlessContract';
import { describeArrivalTypeContract } from './arrivalTypeContract';
import { describeVisitorTypeContract } from './visitorTypeContract';

const options = {
  // One database shared by every backend of this file, as the browser's tabs share one.
  makeBackend: (mail?: MailTransport) =>
    Promise.resolve(testLocalBackend({ dbName: 'frontdesk-contract', mail })),
  // 120 visits' IDs drawn from 160: near the end four draws in five hit an ID already held.
  visitIdCollisions: { checkIns: 120, pool: 160, atOnce: 40 },
};

describeBackendContract('local', options);
describeVisitorTypeContract('local', options, 20_000);

// Local mode's "phone" is the kiosk on the desk's own device: the same database, no session.
const kiosk = {
  ...options,
  makePhone: (now = Date.now) => createLocalArrivals(openFrontdeskDb('frontdesk-contract'), now),
};
describeContactlessContract('local', kiosk, 10_000);
describeArrivalTypeContract('local', kiosk, 10_000);
