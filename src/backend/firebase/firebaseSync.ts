import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import type { SyncPort } from '../port/sync';

/** Firestore's own count of writes the server has not acknowledged yet. */
export function createFirebaseSync(db: Firestore): SyncPort {
  return { whenConfirmed: () => waitForPendingWrites(db) };
}
