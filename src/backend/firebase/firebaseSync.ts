import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { forgetChangesOnDevice } from '../../lib/changesOnDevice';
import type { KeptOnDevice, SyncPort } from '../port/sync';
import type { QueuedCommits } from './cutSupport';
import type { HeldVisitIds } from './heldVisitIds';
import type { RefusedChanges } from './refusedChanges';
import type { TenantPaths } from './tenantPaths';

/**
 * The commits queued on this device until the server answers them (the SDK's own waitForPendingWrites
 * would also wait for every other write pending at the moment, and so count a finished command as
 * waiting while a cut lasts), the IDs held for a cut, and the changes the server refused.
 */
export function createFirebaseSync(
  db: Firestore,
  paths: TenantPaths,
  cut: { queued: QueuedCommits; heldIds: HeldVisitIds; refused: RefusedChanges },
  kept: KeptOnDevice,
): SyncPort {
  return {
    whenConfirmed: () => cut.queued.settled(),
    prepareForCut: () => cut.heldIds.topUp(),
    keptOnDevice: () => kept,
    watchRefused: (listener) => cut.refused.watch(paths.companyId, listener),
    dismissRefused: (id) => cut.refused.dismiss(paths.companyId(), id),
    watchCarriedOver(listener) {
      let listening = true;
      // Answers asynchronously, as every subscription of the ports does.
      queueMicrotask(() => {
        if (!listening) return;
        const earlier = cut.queued.carriedOver();
        listener(earlier.length);
        if (earlier.length === 0) return;
        const ids = new Set(earlier.map((change) => change.id));
        // The SDK's queue, restored from the device, holds them: it resolves once the server has answered
        // each (a refusal too: the refused-changes entry died with the page that made it; the SDK logs it).
        waitForPendingWrites(db).then(
          () => {
            forgetChangesOnDevice((change) => ids.has(change.id));
            if (listening) listener(0);
          },
          // Another account signed in meanwhile: theirs are sent at their next sign-in, and stay counted.
          () => undefined,
        );
      });
      return () => (listening = false);
    },
  };
}
