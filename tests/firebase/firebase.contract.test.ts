import { beforeAll } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { describeBackendContract } from '../contract/backendContract';
import { clearEmulators, emulatorSettings } from './emulators';

let apps = 0;

beforeAll(clearEmulators);

describeBackendContract('firebase', {
  // Each backend is its own Firebase app, so each has its own signed-in company.
  makeBackend: () => {
    apps += 1;
    return Promise.resolve(createFirebaseBackend(emulatorSettings, { appName: `contract-${apps}` }));
  },
  // Each check-in is a transaction round trip to the emulator; the allocator is the same code as local's,
  // which the local run proves over 10,000 check-ins.
  uniquenessCheckIns: 1000,
  timeoutMs: 60_000,
});
