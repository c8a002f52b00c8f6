import { doc, FieldPath, getDocFromServer, waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { forgetChangesOnDevice, type ChangeOnDevice, type FieldOnServer } from '../../lib/changesOnDevice';
import type { KeptOnDevice, SyncPort } from '../port/sync';
import type { QueuedCommits } from './cutSupport';
import type { HeldVisitIds } from './heldVisitIds';
import type { RefusedChanges } from './refusedChanges';
import type { TenantPaths } from './tenantPaths';

/** Why a carried-over change is listed as refused: its page, which heard the server's reason, is gone. */
export const REFUSED_AFTER_RELOAD =
  'The server refused it after this desk was reloaded or reopened (the browser’s console has its reason).';

/**
 * The carried-over changes whose document the server does not have, or holds a field of otherwise than
 * the change set it, once it has answered them all: refused (a rule, an operator deactivated, a watchlist
 * entry added meanwhile). A document it cannot read now is not taken for one.
 */
async function refusedOf(db: Firestore, changes: ChangeOnDevice[]): Promise<ChangeOnDevice[]> {
  const checked = changes.filter((change) => change.creates !== undefined || change.sets !== undefined);
  const refused = await Promise.all(
    checked.map(async ({ creates, sets }) => {
      const stored = await getDocFromServer(doc(db, creates ?? sets?.path ?? '')).catch(() => null);
      if (stored === null) return false;
      if (!sets) return !stored.exists();
      return !stored.exists() || !holds(stored.get(new FieldPath(...sets.field)), sets.is);
    }),
  );
  return checked.filter((_, index) => refused[index]);
}

/** Whether a field as the server holds it is what a change set it to. */
function holds(value: unknown, is: FieldOnServer['is']): boolean {
  if (is === 'true') return value === true;
  return is === 'set' ? value !== null && value !== undefined : value === null || value === undefined;
}

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
        // each. A refusal only reaches the SDK's log (the page that would have heard it is gone): a creation
        // whose document the server then lacks is listed as refused, with what it was.
        waitForPendingWrites(db).then(
          async () => {
            const company = paths.companyId();
            for (const change of await refusedOf(db, earlier).catch(() => []))
              cut.refused.add(company, {
                what: change.what ?? 'A change',
                reason: REFUSED_AFTER_RELOAD,
                at: change.at,
              });
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
