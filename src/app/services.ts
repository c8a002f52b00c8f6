import type { Backend } from '../backend/types';
import type { Mailer } from '../features/mail/mailer';

/**
 * What thunks receive as their extra argument. The backend and mailer load on first use, so the
 * landing page never downloads Dexie, jose or firebase.
 */
export interface Services {
  backend(): Promise<Backend>;
  mailer(): Promise<Mailer>;
  now(): number;
}

/** Runs `load` once; later calls share its promise, and a failed load is retried next time. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
