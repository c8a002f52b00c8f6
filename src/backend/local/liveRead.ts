import { liveQuery } from 'dexie';
import type { Unsubscribe } from '../port/common';

/**
 * Runs `read` now and again whenever a write (in this tab or another) touches what it read: Dexie
 * records the tables, keys and ranges a read used. A long read may ask `stopped()` between its steps and
 * give up once nobody listens (a search superseded by the next keystroke): IndexedDB serves one request
 * at a time, so abandoned work would delay the search that replaced it.
 */
export function liveRead<Value>(
  read: (stopped: () => boolean) => Promise<Value>,
  listener: (value: Value) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let stopped = false;
  const subscription = liveQuery(() => read(() => stopped)).subscribe({
    next: listener,
    error: (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}
