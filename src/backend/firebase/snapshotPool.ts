import { onSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';
import { meterListen } from './readMeter';

/** How long a listener outlives its last reader, so a read followed by a watch of the same query shares it. */
const LINGER_MS = 10_000;

interface Shared {
  latest: QuerySnapshot | null;
  listeners: Set<{ next: (snapshot: QuerySnapshot) => void; error: (error: unknown) => void }>;
  stop: () => void;
  linger: ReturnType<typeof setTimeout> | undefined;
}

/**
 * One Firestore listener per query, shared: a page read and the live watch that follows it (RTK Query's
 * queryFn, then its cache subscription) cost the query's documents once, not twice. Keys name queries.
 */
export function createSnapshotPool() {
  const shared = new Map<string, Shared>();

  function release(key: string, entry: Shared) {
    if (entry.listeners.size > 0) return;
    clearTimeout(entry.linger);
    entry.linger = setTimeout(() => {
      if (entry.listeners.size > 0) return;
      entry.stop();
      shared.delete(key);
    }, LINGER_MS);
  }

  function open(key: string, source: Query): Shared {
    const existing = shared.get(key);
    if (existing) {
      clearTimeout(existing.linger);
      return existing;
    }
    const entry: Shared = { latest: null, listeners: new Set(), stop: () => undefined, linger: undefined };
    entry.stop = onSnapshot(
      source,
      (snapshot) => {
        entry.latest = meterListen(snapshot, entry.latest === null);
        for (const listener of entry.listeners) listener.next(snapshot);
      },
      (error) => {
        shared.delete(key);
        for (const listener of entry.listeners) listener.error(error);
      },
    );
    shared.set(key, entry);
    return entry;
  }

  /** Calls back with the query's results now (if known) and on every change. */
  function listen(
    key: string,
    source: Query,
    next: (snapshot: QuerySnapshot) => void,
    error: (error: unknown) => void,
  ): () => void {
    const entry = open(key, source);
    const listener = { next, error };
    entry.listeners.add(listener);
    if (entry.latest) next(entry.latest);
    return () => {
      entry.listeners.delete(listener);
      release(key, entry);
    };
  }

  /** The query's current results: from the shared listener when there is one. */
  function read(key: string, source: Query): Promise<QuerySnapshot> {
    return new Promise((resolve, reject) => {
      const stop = listen(
        key,
        source,
        (snapshot) => {
          queueMicrotask(stop);
          resolve(snapshot);
        },
        (error) => {
          queueMicrotask(stop);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  return { listen, read };
}

export type SnapshotPool = ReturnType<typeof createSnapshotPool>;
