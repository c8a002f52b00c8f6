import {
  doc,
  getDoc,
  getDocs,
  getDocsFromCache,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { chunks } from '../../lib/chunks';
import { AlreadyCheckedOutError, NetworkError, UnknownPassError, VisitNotFoundError } from '../errors';
import type { Closing, ClosingKind, Visit, VisitsPort } from '../port/visits';
import { auditEntry } from './auditEntries';
import type { CommitWrites, CutSupport } from './cutSupport';
import { isRefused } from './firebaseErrors';
import { meterDocument, meterQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { transact } from './transact';
import { toVisit } from './visitDocument';

/**
 * Visits one bulk checkout transaction closes: 3, in 7 writes. Each visit's two writes make five rules
 * lookups (the member's document, the reservation and the entry for the visit; the member's document and
 * the visit for the reservation), and the transaction's entry one more: 3 x 5 + 1 = 16 of the 20 a
 * transaction may make (4 visits would make 21). The emulator does not enforce that limit, so the size
 * follows the count firestore.rules states, taking no lookup as cached (docs/decisions/audit.md).
 */
export const CLOSINGS_PER_BATCH = 3;

export const OFFLINE_UNKNOWN_VISIT = (visitID: number) =>
  `This desk is offline and has not seen visit ID ${String(visitID)}: check it out when the network returns.`;
export const OFFLINE_UNKNOWN_PASS =
  'This desk is offline and has not seen the visit of this pass: check it out when the network returns.';

/**
 * Checkouts on Firestore: one by visit ID or by pass (each in a transaction online, in a batch this
 * device queues during a cut), and many at once (end of day, a roll call), a few visits per transaction.
 */
export function createFirebaseCheckOut(
  db: Firestore,
  paths: TenantPaths,
  { queued, isOffline }: Pick<CutSupport, 'queued' | 'isOffline'>,
): Pick<VisitsPort, 'checkOutByVisitId' | 'checkOutByPass' | 'unclosed' | 'checkOutMany'> {
  /**
   * A checkout's writes, in one commit: its entry, the visit closed, its visit ID's reservation released.
   * `attempt`: the entry's id, made once per checkout outside its transaction, so that a try the SDK runs
   * again (its first commit taken, the answer lost) knows its own write (`checkedOutBefore`).
   */
  function writeCheckOut(
    writes: CommitWrites & { delete(ref: DocumentReference): unknown },
    visit: Visit,
    at: number,
    attempt?: string,
  ): Visit {
    const entry = auditEntry(paths, { action: 'visit.checkOut', target: visit.id }, attempt);
    writes.set(entry.ref, entry.data);
    writes.update(doc(paths.visits(), visit.id), {
      checkedOut: true,
      checkout_timestamp: at,
      auditId: entry.id,
    });
    writes.delete(doc(paths.openVisitIds(), String(visit.visitID)));
    return { ...visit, checkedOut: true, checkout_timestamp: at };
  }

  /**
   * A visit found closed by a checkout: by this very one (its entry is the visit's last, `attempt`) is
   * its success, not a conflict; by anyone else, "already checked out".
   */
  function checkedOutBefore(visit: Visit, lastEntry: unknown, attempt: string): Visit {
    if (visit.checkedOut && lastEntry === attempt) return visit;
    throw new AlreadyCheckedOutError(visit.visitID);
  }

  /**
   * A checkout during a network cut: the visit as this device keeps it (the visits its screens have
   * shown), found by its visit ID among the open ones or by its pass, closed with its reservation
   * released in one batch, sent when the network returns.
   */
  async function checkOutQueued(
    found: QueryFieldFilterConstraint[],
    unknown: string,
    at: number,
  ): Promise<Visit> {
    const kept = await getDocsFromCache(query(paths.visits(), ...found, limit(1))).catch(() => null);
    const [stored] = kept?.docs ?? [];
    if (!stored) throw new NetworkError(unknown);
    const visit = toVisit(stored.id, stored.data());
    if (visit.checkedOut) throw new AlreadyCheckedOutError(visit.visitID);
    const batch = writeBatch(db);
    const closed = writeCheckOut(batch, visit, at);
    await queued.commit(
      batch,
      `The checkout of ${closed.visitorName} (visit ID ${String(visit.visitID)})`,
      stored.ref,
      { field: ['checkedOut'], is: 'true' },
    );
    return closed;
  }

  /**
   * One transaction per batch: each visit is read (and skipped if closed meanwhile), then checked out with
   * its reservation released, and the batch's entry (how many it closed; none if it closed none). Another
   * desk closing one of them at the same moment makes the rules refuse the batch (isRefused); it is read
   * again, without that visit.
   */
  async function closeBatch(closings: Closing[], closedBy: ClosingKind, attempts = 3): Promise<Visit[]> {
    try {
      return await transact(db, async (transaction) => {
        const stored = await Promise.all(
          closings.map(async (closing) => ({
            closing,
            visit: meterDocument(await transaction.get(doc(paths.visits(), closing.id))),
          })),
        );
        const open = stored.filter(({ visit }) => visit.exists() && visit.get('checkedOut') === false);
        if (open.length === 0) return [];
        const entry = auditEntry(paths, {
          action: closedBy === 'automatic' ? 'visit.autoCheckOut' : 'visit.checkOutMany',
          target: '',
          count: open.length,
        });
        transaction.set(entry.ref, entry.data);
        return open.map(({ closing, visit }) => {
          const before = toVisit(visit.id, visit.data() ?? {});
          const checkout = { checkedOut: true, checkout_timestamp: closing.at, closedBy };
          transaction.update(visit.ref, { ...checkout, auditId: entry.id });
          transaction.delete(doc(paths.openVisitIds(), String(before.visitID)));
          return { ...before, ...checkout };
        });
      });
    } catch (error) {
      if (!isRefused(error) || attempts <= 1) throw error;
      return closeBatch(closings, closedBy, attempts - 1);
    }
  }

  return {
    async checkOutByVisitId(visitID: number, at: number) {
      if (isOffline()) {
        const open = [where('visitID', '==', visitID), where('checkedOut', '==', false)];
        return checkOutQueued(open, OFFLINE_UNKNOWN_VISIT(visitID), at);
      }
      const reservationRef = doc(paths.openVisitIds(), String(visitID));
      const attempt = crypto.randomUUID();
      // Checked out by another desk at the same moment: refused (isRefused), and told apart below.
      const closed = await transact(db, async (transaction) => {
        const reservation = meterDocument(await transaction.get(reservationRef));
        const visitDocId: unknown = reservation.get('visitDocId');
        if (!reservation.exists() || typeof visitDocId !== 'string') return null;
        const visitRef = doc(paths.visits(), visitDocId);
        const visit = meterDocument(await transaction.get(visitRef));
        if (!visit.exists()) return null;
        return writeCheckOut(transaction, toVisit(visit.id, visit.data()), at, attempt);
      }).catch((error: unknown) => {
        if (isRefused(error)) return null;
        throw error;
      });
      if (closed) return closed;
      const [earlier] = meterQuery(
        await getDocs(query(paths.visits(), where('visitID', '==', visitID), limit(1))),
      ).docs;
      if (!earlier) throw new VisitNotFoundError(visitID);
      return checkedOutBefore(toVisit(earlier.id, earlier.data()), earlier.get('auditId'), attempt);
    },

    /**
     * The pass names the visit by a field, found by a query (a transaction cannot query); the visit is
     * then read again and closed in one transaction, with its visit ID's reservation.
     */
    async checkOutByPass(passCode: string, at: number) {
      if (isOffline()) return checkOutQueued([where('passCode', '==', passCode)], OFFLINE_UNKNOWN_PASS, at);
      const found = meterQuery(
        await getDocs(query(paths.visits(), where('passCode', '==', passCode), limit(1))),
      );
      const [match] = found.docs;
      if (!match) throw new UnknownPassError();
      const attempt = crypto.randomUUID();
      try {
        return await transact(db, async (transaction) => {
          const stored = meterDocument(await transaction.get(match.ref));
          if (!stored.exists()) throw new UnknownPassError();
          const visit = toVisit(stored.id, stored.data());
          if (visit.checkedOut) return checkedOutBefore(visit, stored.get('auditId'), attempt);
          return writeCheckOut(transaction, visit, at, attempt);
        });
      } catch (error) {
        // Checked out by another desk at the same moment (isRefused).
        const now = isRefused(error) ? meterDocument(await getDoc(match.ref)) : null;
        if (now?.exists() && now.get('checkedOut') === true) {
          return checkedOutBefore(toVisit(now.id, now.data()), now.get('auditId'), attempt);
        }
        throw error;
      }
    },

    async unclosed(before: number) {
      const open = meterQuery(
        await getDocs(
          query(
            paths.visits(),
            where('checkedOut', '==', false),
            where('checkin_timestamp', '<', before),
            orderBy('checkin_timestamp', 'desc'),
          ),
        ),
      );
      return open.docs.map((each) => toVisit(each.id, each.data())).reverse();
    },

    async checkOutMany(closings: Closing[], closedBy: ClosingKind, onProgress?: (closed: number) => void) {
      const closed: Visit[] = [];
      for (const batch of chunks(closings, CLOSINGS_PER_BATCH)) {
        closed.push(...(await closeBatch(batch, closedBy)));
        onProgress?.(closed.length);
      }
      return closed;
    },
  };
}
