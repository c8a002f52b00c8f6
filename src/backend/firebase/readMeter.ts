import {
  getCountFromServer,
  getDocs,
  getDocsFromCache,
  onSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

/**
 * Documents read by this adapter, counted as Firestore bills them: a query's results (an empty result is
 * one read), a listener's first results and then each document added or changed, one per document read
 * by id, and one per 1,000 index entries an aggregation counts. `npm run bench -- --firestore` reports
 * these figures per screen; nothing in the app reads them.
 */
export const readMeter = {
  documents: 0,
  reset(): number {
    const read = this.documents;
    this.documents = 0;
    return read;
  },
};

export function meterQuery(snapshot: QuerySnapshot): QuerySnapshot {
  readMeter.documents += Math.max(1, snapshot.size);
  return snapshot;
}

/**
 * A query's documents as this device keeps them during a network cut (no read billed), as the server holds
 * them otherwise. Asked of the server during a cut, the SDK waits until it gives the server up itself: up
 * to 10 s when the cut fails at once, for ever when the connection hangs instead of failing.
 */
export async function readQuery(wanted: Query, offline: boolean): Promise<QuerySnapshot> {
  return offline ? getDocsFromCache(wanted) : meterQuery(await getDocs(wanted));
}

/** A listener's snapshot: the first costs its results, later ones the documents that came or changed. */
export function meterListen(snapshot: QuerySnapshot, first: boolean): QuerySnapshot {
  if (first) return meterQuery(snapshot);
  readMeter.documents += snapshot.docChanges().filter((change) => change.type !== 'removed').length;
  return snapshot;
}

/** A document read by id (a missing one is billed too). */
export function meterDocument<Snapshot>(snapshot: Snapshot): Snapshot {
  readMeter.documents += 1;
  return snapshot;
}

export function meterAggregation(count: number): number {
  readMeter.documents += Math.max(1, Math.ceil(count / 1000));
  return count;
}

/** A count of a query's documents, billed as an aggregation. */
export const countMetered = async (source: Query) =>
  meterAggregation((await getCountFromServer(source)).data().count);

/** `onSnapshot` with its reads metered: the first snapshot costs its documents, later ones their changes. */
export function listenMetered(
  source: Query,
  next: (snapshot: QuerySnapshot) => void,
  fail: (error: unknown) => void,
) {
  let first = true;
  return onSnapshot(
    source,
    (snapshot) => {
      next(meterListen(snapshot, first));
      first = false;
    },
    fail,
  );
}
