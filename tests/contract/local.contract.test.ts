import { createLocalBackend } from '../../src/backend/local/createLocalBackend';
import { describeBackendContract } from './backendContract';

describeBackendContract('local', {
  // One database shared by every backend of this file, as the browser's tabs share one.
  makeBackend: () => Promise.resolve(createLocalBackend({ dbName: 'frontdesk-contract' })),
  uniquenessCheckIns: 10_000,
});
