import type { KeptOnDevice, SyncPort } from '../port/sync';
import type { HeldVisitIds } from './heldVisitIds';
import type { QueuedCommits } from './cutSupport';

/**
 * The commits queued on this device until the server answers them (the SDK's own waitForPendingWrites
 * would also wait for every other write pending at the moment, and so count a finished command as
 * waiting while a cut lasts), and the IDs held for a cut.
 */
export function createFirebaseSync(
  queued: QueuedCommits,
  heldIds: HeldVisitIds,
  kept: KeptOnDevice,
): SyncPort {
  return {
    whenConfirmed: () => queued.settled(),
    prepareForCut: () => heldIds.topUp(),
    keptOnDevice: () => kept,
  };
}
