import type { Unsubscribe } from './common';

/** Someone who must not enter unchecked: by name, by email, or both, with the reason. */
export interface WatchlistInput {
  /** As typed; '' when only the email is listed. */
  name: string;
  /** '' when only the name is listed. */
  email: string;
  reason: string;
}

export interface WatchlistEntry extends WatchlistInput {
  id: string;
  /** The account that added the entry (its email). */
  addedBy: string;
  /** Epoch milliseconds. */
  addedAt: number;
}

export type HoldDecision = 'admitted' | 'turned-away';

/** A check-in held by the watchlist, and what the operator decided. */
export interface WatchlistHold {
  /** The check-in's id: deciding twice records one hold. */
  id: string;
  entryId: string;
  /** The entry's reason when the visitor was held. */
  reason: string;
  visitorName: string;
  visitorEmail: string;
  decision: HoldDecision;
  /** The operator's note: why they admitted the visitor, or anything about turning them away. */
  note: string;
  /** The account that decided (its email). */
  decidedBy: string;
  /** Epoch milliseconds. */
  at: number;
  /** The visit admitted; '' when turned away. */
  visitDocId: string;
}

export type HoldRecord = Omit<WatchlistHold, 'decidedBy'>;

export interface WatchlistPort {
  add(input: WatchlistInput): Promise<WatchlistEntry>;
  remove(id: string): Promise<void>;
  /** Newest first. */
  list(): Promise<WatchlistEntry[]>;
  watch(listener: (entries: WatchlistEntry[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Idempotent on hold.id. */
  recordHold(hold: HoldRecord): Promise<WatchlistHold>;
  /** Newest first, at most `count`. */
  holds(count: number): Promise<WatchlistHold[]>;
  /** One hold by its id (the check-in's); null when there is none. */
  hold(id: string): Promise<WatchlistHold | null>;
}
