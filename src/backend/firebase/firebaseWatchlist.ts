import {
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { Auth as FirebaseAuth } from 'firebase/auth';
import { NotSignedInError } from '../errors';
import type { HoldDecision, WatchlistEntry, WatchlistHold, WatchlistPort } from '../port/watchlist';
import { numeric, oneOf, text, type StoredData } from './fields';
import { reportTo } from './firebaseErrors';
import { transact } from './transact';
import { meterDocument, meterQuery, readQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { AlreadyListedError, watchlistEntryId } from '../watchlistKey';
import { auditEntry, auditHead } from './auditEntries';

const DECISIONS: readonly HoldDecision[] = ['admitted', 'turned-away'];

function toEntry(id: string, data: StoredData): WatchlistEntry {
  return {
    id,
    name: text(data, 'name'),
    email: text(data, 'email'),
    reason: text(data, 'reason'),
    addedBy: text(data, 'addedBy'),
    addedAt: numeric(data, 'addedAt'),
  };
}

export function toHold(id: string, data: StoredData): WatchlistHold {
  return {
    id,
    entryId: text(data, 'entryId'),
    reason: text(data, 'reason'),
    visitorName: text(data, 'visitorName'),
    visitorEmail: text(data, 'visitorEmail'),
    decision: oneOf(data, 'decision', DECISIONS, 'turned-away'),
    note: text(data, 'note'),
    decidedBy: text(data, 'decidedBy'),
    at: numeric(data, 'at'),
    visitDocId: text(data, 'visitDocId'),
  };
}

export function createFirebaseWatchlist(
  db: Firestore,
  auth: FirebaseAuth,
  paths: TenantPaths,
  now: () => number,
  isOffline: () => boolean,
): WatchlistPort {
  const account = () => {
    const email = auth.currentUser?.email;
    if (!email) throw new NotSignedInError();
    return email;
  };
  const newestFirst = () => query(paths.watchlist(), orderBy('addedAt', 'desc'));

  return {
    async add(input) {
      // Under the email's hash (or `n-` and a random id for a name only): the rules find a listed email
      // with one lookup when a visit is written, and one email is listed once.
      const ref = doc(paths.watchlist(), await watchlistEntryId(input.email));
      if (input.email.trim() && meterDocument(await getDoc(ref)).exists()) throw new AlreadyListedError();
      const entry: Omit<WatchlistEntry, 'id'> = {
        name: input.name.trim(),
        email: input.email.trim(),
        reason: input.reason.trim(),
        addedBy: account(),
        addedAt: now(),
      };
      const audit = auditEntry(paths, { action: 'watchlist.change', target: ref.id });
      const batch = writeBatch(db);
      batch.set(audit.ref, audit.data);
      batch.set(ref, { ...entry, auditId: audit.id });
      await batch.commit();
      return { id: ref.id, ...entry };
    },

    /** With its entry, which the account's head names (a delete has no document to name it). */
    async remove(id) {
      const audit = auditEntry(paths, { action: 'watchlist.change', target: id });
      const head = auditHead(paths, audit.id);
      const batch = writeBatch(db);
      batch.set(audit.ref, audit.data);
      batch.set(head.ref, head.data);
      batch.delete(doc(paths.watchlist(), id));
      await batch.commit();
    },

    async list() {
      // During a cut, the list this device keeps (a trusted desk listens to it).
      const stored = await readQuery(newestFirst(), isOffline());
      return stored.docs.map((each) => toEntry(each.id, each.data()));
    },

    watch(listener, onError) {
      return onSnapshot(
        newestFirst(),
        (snapshot) => listener(snapshot.docs.map((each) => toEntry(each.id, each.data()))),
        reportTo(onError),
      );
    },

    /** In a transaction, with its entry: a decision sent twice finds the hold the first one wrote. */
    recordHold(hold) {
      const ref = doc(paths.watchlistHolds(), hold.id);
      return transact(db, async (transaction) => {
        const existing = meterDocument(await transaction.get(ref));
        if (existing.exists()) return toHold(existing.id, existing.data());
        const { id, ...fields } = hold;
        const recorded: WatchlistHold = { ...hold, decidedBy: account() };
        const entry = auditEntry(paths, { action: 'hold.decide', target: id });
        transaction.set(entry.ref, entry.data);
        transaction.set(ref, { ...fields, decidedBy: recorded.decidedBy, auditId: entry.id });
        return { ...recorded, id };
      });
    },

    async hold(id) {
      const stored = meterDocument(await getDoc(doc(paths.watchlistHolds(), id)));
      return stored.exists() ? toHold(stored.id, stored.data()) : null;
    },

    async holds(count) {
      const stored = meterQuery(
        await getDocs(query(paths.watchlistHolds(), orderBy('at', 'desc'), limit(count))),
      );
      return stored.docs.map((each) => toHold(each.id, each.data()));
    },
  };
}
