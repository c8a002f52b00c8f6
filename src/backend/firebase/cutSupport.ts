import {
  getDoc,
  getDocFromCache,
  type Firestore,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FieldPath,
  type UpdateData,
  type WriteBatch,
} from 'firebase/firestore';
import { transact } from './transact';
import {
  changesOnDevice,
  forgetChangesOnDevice,
  keepChangeOnDevice,
  type ChangeOnDevice,
  type FieldOnServer,
} from '../../lib/changesOnDevice';
import type { HeldVisitIds } from './heldVisitIds';
import { meterDocument } from './readMeter';
import type { RefusedChanges } from './refusedChanges';

/**
 * The commits this desk made without waiting for the server (changes made during a network cut): each
 * settles when the server has taken or refused it. Every other write of the adapter is awaited to the
 * server's answer, so these are all that can be saved on this device and not yet on the server.
 */
export interface QueuedCommits {
  /**
   * Commits a batch now; the server gets it when the network returns. `what` names the change with its
   * content, for the refused-changes list if the server refuses it. Resolves once the change is kept on
   * this device (`written`, a document it writes, reads back from the cache): a desk reloaded the moment
   * after still has it to send. `taken`: what the server holds once it has taken the change, `written`
   * created or one of its fields set (what it holds instead after a reload then tells of a refusal,
   * sync.watchCarriedOver).
   */
  commit(batch: WriteBatch, what: string, written: DocumentReference, taken?: Taken): Promise<void>;
  /** Resolves once every commit queued so far has settled. */
  settled(): Promise<void>;
  /**
   * The company's changes an earlier page of this browser queued (kept in the device's cache, to be sent
   * by the SDK) whose answer that page did not live to see: reloaded or closed during a cut.
   */
  carriedOver(): ChangeOnDevice[];
}

/** A change taken by the server: the document it writes exists, or one of its fields is as the change set it. */
export type Taken = 'created' | Omit<FieldOnServer, 'path'>;

/**
 * `keptOnDevice`: the SDK keeps its queue in IndexedDB (a trusted desk), so a change outlives this page and
 * is counted on the device (lib/changesOnDevice.ts) until answered; in memory, it dies with the page.
 */
export function createQueuedCommits(
  company: () => string,
  refused: RefusedChanges,
  now: () => number,
  keptOnDevice = false,
): QueuedCommits {
  const pending = new Set<Promise<unknown>>();
  const madeHere = new Set<string>();
  return {
    async commit(batch, what, written, taken) {
      // The company of the session that made it: the answer may come after a logout.
      const madeFor = company();
      const id = crypto.randomUUID();
      if (keptOnDevice) {
        madeHere.add(id);
        const creation =
          taken === 'created'
            ? { what, creates: written.path }
            : taken
              ? { what, sets: { path: written.path, ...taken } }
              : {};
        keepChangeOnDevice({ id, company: madeFor, at: now(), ...creation });
      }
      const answered = batch
        .commit()
        .catch((error: unknown) =>
          refused.add(madeFor, {
            what,
            reason: error instanceof Error ? error.message : String(error),
            at: now(),
          }),
        )
        .finally(() => {
          pending.delete(answered);
          forgetChangesOnDevice((change) => change.id === id);
        });
      pending.add(answered);
      // The SDK applies a write to its local store (IndexedDB on a trusted desk) before it serves any
      // read asked after it: this read returns once the change is on the device.
      await getDocFromCache(written).catch(() => undefined);
    },
    async settled() {
      await Promise.all(pending);
    },
    carriedOver() {
      const current = company();
      return changesOnDevice().filter((change) => change.company === current && !madeHere.has(change.id));
    },
  };
}

/**
 * A transaction or a batch: a change's writes are the same in both (the transaction online, the batch
 * queued during a cut).
 */
export interface CommitWrites {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
  update(
    ref: DocumentReference,
    field: FieldPath,
    value: unknown,
    ...moreFieldsAndValues: unknown[]
  ): unknown;
}

/** What a change during a network cut needs: IDs held ahead, its queue, and the device's word on the network. */
export interface CutSupport {
  heldIds: HeldVisitIds;
  queued: QueuedCommits;
  isOffline: () => boolean;
}

/** A document as this device keeps it, or null when it keeps none (Firestore's cache answers offline). */
export async function cachedOrNull(ref: DocumentReference): Promise<DocumentSnapshot | null> {
  try {
    return await getDocFromCache(ref);
  } catch {
    return null;
  }
}

/**
 * A document read by id, as the server holds it when online. A document this desk's queue sent after a
 * network cut can be said missing by the SDK's listen for minutes while the server holds it: the
 * bench:offline run found visits made during a cut read so, and their owed mails never went
 * (firebase-ios-sdk#16149 reports the same cache state). So a document said missing by the server is
 * looked up once more in a transaction, which reads the server itself, past that cache: it is missing
 * only when the lookup says so too. The caller meters its read as before; the lookup, one read more, only
 * for a missing document, is metered here.
 */
export async function readPastStaleCache(db: Firestore, ref: DocumentReference): Promise<DocumentSnapshot> {
  const stored = await getDoc(ref);
  if (stored.exists() || stored.metadata.fromCache) return stored;
  return meterDocument(await transact(db, (transaction) => transaction.get(ref)));
}
