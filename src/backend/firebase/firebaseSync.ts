import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import type { SyncPort } from '../port/sync';
import type { HeldVisitIds } from './heldVisitIds';

/** Firestore's own count of writes the server has not acknowledged yet, and the IDs held for a cut. */
export function createFirebaseSync(db: Firestore, heldIds: HeldVisitIds): SyncPort {
  return {
    whenConfirmed: () => waitForPendingWrites(db),
    prepareForCut: () => heldIds.topUp(),
  };
}
