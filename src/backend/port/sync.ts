import type { Unsubscribe } from './common';

/**
 * 'everything': the local backend, whose store of record is this browser's IndexedDB. 'cache': a trusted
 * Firebase desk's persistent cache (what it has read, and changes waiting for the network). 'nothing':
 * Firebase in memory only.
 */
export type KeptOnDevice = 'everything' | 'cache' | 'nothing';

/** A change made during a network cut that the server refused when it arrived: kept for someone to act on. */
export interface RefusedChange {
  id: string;
  /** What the change was, with its content (e.g. "The check-in of Asha Rao (visit ID 123456)"). */
  what: string;
  /** The server's reason. */
  reason: string;
  /** When the server refused it (epoch ms). */
  at: number;
}

/**
 * Where this device's writes stand. Every port write resolves once it is saved on this device; this
 * says when the store of record holds them too. Locally the two are one (IndexedDB is the store of
 * record); with Firestore a write can be in the device's cache before the server has acknowledged it
 * (an offline desk), and a screen tells "saved on this device" apart from "confirmed by the server".
 */
export interface SyncPort {
  /** Resolves once every write this device has made so far is held by the store of record. */
  whenConfirmed(): Promise<void>;
  /**
   * While online: holds what this desk needs to check visitors in through a network cut (a few visit IDs
   * of its own). Nothing to do where every write stays on the device.
   */
  prepareForCut(): Promise<void>;
  /** What this browser keeps of the company once the page is closed. */
  keptOnDevice(): KeptOnDevice;
  /** The changes this device made offline that the server refused, oldest first, live. */
  watchRefused(listener: (refused: RefusedChange[]) => void): Unsubscribe;
  /** Someone has acted on a refused change: it leaves the list. */
  dismissRefused(id: string): void;
  /**
   * How many of the company's changes an earlier page of this desk saved here (reloaded or reopened
   * during a network cut) the server has not confirmed yet: now, then 0 once it has them all.
   */
  watchCarriedOver(listener: (count: number) => void): Unsubscribe;
}
