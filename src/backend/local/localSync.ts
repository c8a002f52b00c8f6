import type { SyncPort } from '../port/sync';

/** IndexedDB is the local backend's store of record: a write that resolved is confirmed. */
export function createLocalSync(): SyncPort {
  return {
    whenConfirmed: () => Promise.resolve(),
    // Visit IDs are allocated in this browser's own store: nothing to hold ahead.
    prepareForCut: () => Promise.resolve(),
    keptOnDevice: () => 'everything',
    // Every write is in the store of record once saved: none arrives later to be refused.
    watchRefused: (listener) => {
      let listening = true;
      // Answers asynchronously, as every subscription of the ports does.
      queueMicrotask(() => listening && listener([]));
      return () => (listening = false);
    },
    dismissRefused: () => undefined,
    // Nothing is left for a later page to send.
    watchCarriedOver: (listener) => {
      let listening = true;
      queueMicrotask(() => listening && listener(0));
      return () => (listening = false);
    },
  };
}
