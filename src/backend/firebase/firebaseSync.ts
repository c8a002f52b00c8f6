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
  };
}
