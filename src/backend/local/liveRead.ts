import { liveQuery } from 'dexie';
import type { Unsubscribe } from '../port/common';

/**
 * Runs `read` now and again whenever a write (in this tab or another) touches what it read: Dexie
 * records the tables, keys and ranges a read used.
 */
export function liveRead<Value>(
  read: () => Promise<Value>,
  listener: (value: Value) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const subscription = liveQuery(read).subscribe({
    next: listener,
    error: (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
  });
  return () => subscription.unsubscribe();
}
