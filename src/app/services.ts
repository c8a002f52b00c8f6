import type { Backend } from '../backend/port/backend';
import type { ArrivalPort } from '../backend/port/contactless';
import type { Mailer } from '../shared/mail/mailer';

/**
 * What thunks and queries receive as the store's extra argument. The backend and mailer load on first use,
 * so the landing page never downloads Dexie, jose or firebase.
 */
export interface Services {
  backend(): Promise<Backend>;
  mailer(): Promise<Mailer>;
  /** The visitor's side of contactless check-in: no company session, loaded only by the arrival page. */
  arrivals(): Promise<ArrivalPort>;
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

function isServices(value: unknown): value is Services {
  return (
    typeof value === 'object' && value !== null && 'backend' in value && typeof value.backend === 'function'
  );
}

/** RTK Query hands endpoints the extra argument untyped; this checks it is the store's services. */
export function servicesFrom(extra: unknown): Services {
  if (!isServices(extra)) throw new Error('The store was made without its services (use makeStore).');
  return extra;
}
