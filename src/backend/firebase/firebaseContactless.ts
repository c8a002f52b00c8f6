import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  where,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { newRandomCode } from '../../lib/randomCode';
import { CODE_RETENTION_MS } from '../arrivalCode';
import { BackendError } from '../errors';
import type { ContactlessPort } from '../port/contactless';
import { ARRIVAL_CODES, arrivalsPath, codeDocument, queuePath, toArrival } from './arrivalDocuments';
import { numeric } from './fields';
import { isRefused, reportTo } from './firebaseErrors';
import { transact } from './transact';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';

/** The desk's side of contactless check-in on Firestore. */
export function createFirebaseContactless(
  db: Firestore,
  paths: TenantPaths,
  now: () => number,
): ContactlessPort {
  const arrivals = () => collection(db, arrivalsPath(paths.companyId()));
  const arrivalDoc = (id: string) => doc(db, arrivalsPath(paths.companyId()), id);

  /**
   * Moves an arrival out of state `from` in one transaction, with its entry (`write` names it); one in any
   * other state stays as it is, and nothing is recorded. The same move by another desk at the same moment
   * is refused (isRefused): then it is already done.
   */
  async function move(
    id: string,
    from: string,
    write: (transaction: Transaction, auditId: string) => Promise<void>,
  ) {
    try {
      await transact(db, async (transaction) => {
        const arrival = await transaction.get(arrivalDoc(id));
        if (!arrival.exists()) throw new BackendError('not-found', 'No such arrival');
        if (arrival.data().state !== from) return;
        const entry = auditEntry(paths, { action: 'arrival.settle', target: id });
        await write(transaction, entry.id);
        transaction.set(entry.ref, entry.data);
      });
    } catch (error) {
      if (!isRefused(error) || (await getDoc(arrivalDoc(id))).data()?.state === from) throw error;
    }
  }

  /** Settles a waiting arrival and takes it off the queue's count. */
  const settle = (id: string, status: { state: 'checked-in'; visitID: number } | { state: 'declined' }) =>
    move(id, 'waiting', async (transaction, auditId) => {
      const queue = doc(db, queuePath(paths.companyId()));
      const waiting = await transaction.get(queue);
      transaction.update(arrivalDoc(id), {
        state: status.state,
        visitID: status.state === 'checked-in' ? status.visitID : null,
        auditId,
      });
      transaction.set(queue, { count: Math.max(0, (numeric(waiting.data() ?? {}, 'count') || 0) - 1) });
    });

  return {
    async publish(site) {
      const company = paths.companyId();
      const code = newRandomCode();
      await setDoc(doc(db, ARRIVAL_CODES, code), codeDocument(company, site));
      const old = await getDocs(
        query(
          collection(db, ARRIVAL_CODES),
          where('company', '==', company),
          where('expiresAt', '<', now() - CODE_RETENTION_MS),
        ),
      );
      await Promise.all(old.docs.map((each) => deleteDoc(each.ref)));
      return { code, expiresAt: site.expiresAt };
    },

    watchArrivals(listener, onError) {
      return onSnapshot(
        query(arrivals(), where('state', 'in', ['waiting', 'leaving']), orderBy('at')),
        (snapshot) => listener(snapshot.docs.map((each) => toArrival(each.id, each.data()))),
        reportTo(onError),
      );
    },

    async arrival(id) {
      const snapshot = await getDoc(arrivalDoc(id));
      if (!snapshot.exists()) throw new BackendError('not-found', 'No such arrival');
      return toArrival(snapshot.id, snapshot.data());
    },

    markCheckedIn: (id, visitID) => settle(id, { state: 'checked-in', visitID }),
    decline: (id) => settle(id, { state: 'declined' }),

    /** A leaving visitor is checked out: only the state changes (the queue counts arrivals, not leavers). */
    markCheckedOut: (id) =>
      move(id, 'leaving', (transaction, auditId) => {
        transaction.update(arrivalDoc(id), { state: 'checked-out', auditId });
        return Promise.resolve();
      }),
  };
}
