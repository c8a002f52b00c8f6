import type { Unsubscribe } from './common';

/** Someone on site when the roll call started, as the list shows them. */
export interface RollCallPerson {
  /** The visit's id. */
  visitId: string;
  visitID: number;
  visitorName: string;
  companyName: string;
  whomToMeet: string;
  /** When they were marked safe (epoch milliseconds); null while unaccounted for. */
  safeAt: number | null;
}

/** An evacuation roll call: who was on site when it started, and who has been accounted for. */
export interface RollCall {
  id: string;
  /** Epoch milliseconds. */
  startedAt: number;
  /** Epoch milliseconds; null while the roll call is open. */
  finishedAt: number | null;
  /** Everyone on site at `startedAt`, by visitor name. Later check-ins and check-outs change nothing here. */
  people: RollCallPerson[];
}

export interface RollCallsPort {
  /**
   * Freezes the visits on site now into a new roll call. While one is open it returns that one instead:
   * two desks starting at once share one roll call.
   */
  start(at: number): Promise<RollCall>;
  /** The open roll call, or null. */
  current(): Promise<RollCall | null>;
  /** One roll call, open or finished; null when the company has none with this id. */
  rollCall(id: string): Promise<RollCall | null>;
  /** The roll call now and after every change (from this desk or another). */
  watch(id: string, listener: (rollCall: RollCall) => void, onError: (error: Error) => void): Unsubscribe;
  /**
   * Marks one person safe. Marking them again keeps the first time. Throws BackendError 'invalid-input'
   * once the roll call is finished, 'not-found' for someone who was not on its list.
   */
  markSafe(id: string, visitId: string, at: number): Promise<void>;
  /**
   * Takes a mistaken "safe" back: the person is unaccounted for again. Someone already unaccounted for
   * stays so. Throws BackendError 'invalid-input' once the roll call is finished, 'not-found' for someone
   * who was not on its list.
   */
  unmarkSafe(id: string, visitId: string): Promise<void>;
  /** Closes the roll call; finishing it again keeps the first time. */
  finish(id: string, at: number): Promise<RollCall>;
  /** Finished roll calls, newest first, at most `count`. */
  history(count: number): Promise<RollCall[]>;
}
