import type { Arrival } from './contactless';
import type { Invite } from './invites';
import type { MailRecord } from './mail';
import type { RollCallPerson } from './rollCalls';
import type { Visitor } from './visitors';
import type { Visit } from './visits';
import type { WatchlistHold } from './watchlist';

/**
 * The kinds of record that hold a visitor's personal data. Visits are anonymised (their statistics stay
 * right); records of every other kind are deleted, except roll calls, whose entry for the person loses its
 * name (the record of who was accounted for stays).
 */
export const PERSONAL_RECORD_KINDS = [
  'visits',
  'visitors',
  'arrivals',
  'invites',
  'mail',
  'holds',
  'rollCalls',
] as const;

export type PersonalRecordKind = (typeof PERSONAL_RECORD_KINDS)[number];

/** How many records of each kind a run changed. */
export type RecordCounts = Record<PersonalRecordKind, number>;

export type PrivacyRunKind = 'erasure' | 'retention';

/** How far a retention run has got: visits anonymised and records of other kinds deleted so far. */
export interface RetentionProgress {
  anonymised: number;
  deleted: number;
}

/** What a retention run or an erasure did: when, who, how many; never whose data. */
export interface PrivacyLogEntry {
  id: string;
  kind: PrivacyRunKind;
  /** When it started, epoch milliseconds. */
  at: number;
  /** The account that ran it (its email). */
  by: string;
  /** How many records it changed so far (all of them once finished). */
  counts: RecordCounts;
  /**
   * A run is logged first as started, and as finished once its last write is in. One still started whose
   * `progressAt` is older than STOPPED_RUN_MS stopped midway (its page closed): a desk finishes it.
   */
  status: 'started' | 'finished';
  /** When it last wrote its counts (epoch milliseconds); its finish, once finished. */
  progressAt: number;
}

/**
 * How long a started run may go without writing its counts before it counts as stopped: an erasure writes
 * them after each kind of record, a retention run after each page of 400, each within seconds.
 */
export const STOPPED_RUN_MS = 5 * 60_000;

/** Whether a run stopped midway (its page closed, the network or the browser gone) and waits to be finished. */
export const isStoppedRun = (entry: PrivacyLogEntry, now: number) =>
  entry.status === 'started' && now - entry.progressAt > STOPPED_RUN_MS;

/** A roll call's entry for the person, with the roll call it belongs to. */
export interface RollCallEntry extends RollCallPerson {
  rollCallId: string;
  startedAt: number;
}

/** Everything the company holds about one email, for an access request. */
export interface PersonalData {
  email: string;
  visitor: Visitor | null;
  visits: Visit[];
  arrivals: Arrival[];
  invites: Invite[];
  mail: MailRecord[];
  holds: WatchlistHold[];
  rollCalls: RollCallEntry[];
}

export interface PrivacyPort {
  /** Every record of the company that names this email (case and spacing ignored), or a visit of it. */
  exportFor(email: string): Promise<PersonalData>;
  /**
   * Erases one visitor: deletes their register entry, arrivals, invitations, mail and watchlist holds,
   * anonymises their visits and blanks their name in roll calls. Logs the run. Either all at once (local:
   * one transaction) or in batches that each stand alone (Firebase), its log entry written first as started
   * with the email, its counts after each kind of record, and last as finished without the email: a run
   * that stops midway is finished by `resume`. `onProgress` hears the running counts after each kind of
   * record is done (no count ever falls; the last are the log entry's).
   */
  erase(email: string, at: number, onProgress?: (done: RecordCounts) => void): Promise<PrivacyLogEntry>;
  /**
   * Applies the retention period: closed visits checked in before `cutoff` are anonymised, every other
   * record of a visitor older than `cutoff` is deleted (a visitor once none of their visits is newer).
   * Logs the run first as started (with its cutoff), its counts as it goes, and last as finished. Works in
   * batches that each stand alone; `onProgress` hears the running totals after each. A run that stops
   * midway is finished by `resume`.
   */
  applyRetention(
    cutoff: number,
    at: number,
    onProgress?: (done: RetentionProgress) => void,
  ): Promise<PrivacyLogEntry>;
  /**
   * Goes on with a run logged as started, from where its saved writes end, and logs it finished; its counts
   * add to those it logged. A run already finished is returned as it is.
   */
  resume(entryId: string): Promise<PrivacyLogEntry>;
  /** The runs logged as started and not finished, oldest first (a run going on now among them). */
  unfinished(): Promise<PrivacyLogEntry[]>;
  /**
   * What `applyRetention(cutoff)` would change now, counted kind by kind as its log entry counts, changing
   * nothing. Records of a kind deleted by age are counted by their indexes (Firestore: count queries);
   * visits and registrations are read as the run reads them, since whether a registration goes depends on
   * each visitor's newest visit.
   */
  retentionPreview(cutoff: number): Promise<RecordCounts>;
  /** Newest first, at most `count`. */
  log(count: number): Promise<PrivacyLogEntry[]>;
}

export const noRecords = (): RecordCounts => ({
  visits: 0,
  visitors: 0,
  arrivals: 0,
  invites: 0,
  mail: 0,
  holds: 0,
  rollCalls: 0,
});

/** A run's progress from its counts so far: the visits anonymised, and every other record deleted. */
export function progressOf(counts: RecordCounts): RetentionProgress {
  const deleted = PERSONAL_RECORD_KINDS.filter((kind) => kind !== 'visits').reduce(
    (sum, kind) => sum + counts[kind],
    0,
  );
  return { anonymised: counts.visits, deleted };
}
