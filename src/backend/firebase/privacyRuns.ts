import { collection, doc, increment, type DocumentReference, type Firestore } from 'firebase/firestore';
import {
  noRecords,
  PERSONAL_RECORD_KINDS,
  type PrivacyLogEntry,
  type PrivacyRunKind,
  type RecordCounts,
} from '../port/privacy';
import { AuditedRun } from './auditedRun';
import { isStoredData, numeric, oneOf, type StoredData } from './fields';
import type { TenantPaths } from './tenantPaths';

/** Retention batches on their way at once: small batches (by their uncached lookups), one write stream. */
const RETENTION_COMMITS_IN_FLIGHT = 8;

const RUN_KINDS: readonly PrivacyRunKind[] = ['erasure', 'retention'];

const RUN_STATUSES: readonly PrivacyLogEntry['status'][] = ['started', 'finished'];

/** A log entry as stored: entries from before runs were logged as started carry no status (finished). */
export function toLogEntry(id: string, data: StoredData): PrivacyLogEntry {
  const stored: StoredData = isStoredData(data.counts) ? data.counts : {};
  const counts = noRecords();
  for (const kind of PERSONAL_RECORD_KINDS) counts[kind] = numeric(stored, kind);
  const at = numeric(data, 'at');
  return {
    id,
    kind: oneOf(data, 'kind', RUN_KINDS, 'retention'),
    at,
    by: typeof data.by === 'string' ? data.by : '',
    counts,
    status: oneOf(data, 'status', RUN_STATUSES, 'finished'),
    progressAt: numeric(data, 'progressAt') || at,
  };
}

/**
 * A run under way: its log entry, its batches, and its counts so far (those it logged before it stopped,
 * when it goes on), which each batch adds its records to as it is committed.
 */
export interface PrivacyRun {
  logRef: DocumentReference;
  run: AuditedRun;
  entry: Pick<PrivacyLogEntry, 'kind' | 'at' | 'by'>;
  counts: RecordCounts;
}

/**
 * A privacy run's life in the company's privacyLog (firestore.rules): logged first as started with its
 * cursor, its counts saved as it goes, logged last as finished without the cursor. `logLookups`: the rules
 * lookups of each write of the entry.
 */
export function createPrivacyRuns(
  db: Firestore,
  paths: TenantPaths,
  account: () => string,
  logLookups: number,
) {
  const privacyLog = () => collection(db, 'companies', paths.companyId(), 'privacyLog');

  /**
   * The batches of a run of `kind`: their entries name its log entry, and each batch that changes records
   * adds their count to the entry's in the same commit (so a run stopped anywhere logged what it did, and
   * goes on from there), and to `counts`.
   */
  function batchesOf(kind: PrivacyRunKind, logRef: DocumentReference, counts: RecordCounts) {
    const action = kind === 'erasure' ? 'privacy.erase' : 'privacy.retention';
    // Retention's batches go several at a time (each stands alone); an erasure's in order, kind by kind.
    const inFlight = kind === 'retention' ? RETENTION_COMMITS_IN_FLIGHT : 1;
    return new AuditedRun(db, paths, { action, target: logRef.id }, inFlight, {
      ref: logRef,
      lookups: logLookups,
      write: (batch, auditId, tally) =>
        batch.update(logRef, {
          ...Object.fromEntries(
            Object.entries(tally).map(([name, count]) => [`counts.${name}`, increment(count ?? 0)]),
          ),
          progressAt: Date.now(),
          auditId,
        }),
      onTally: (tally) => {
        for (const kind of PERSONAL_RECORD_KINDS) counts[kind] += tally[kind] ?? 0;
      },
    });
  }

  /** Writes the run's log entry whole in its next batch (whose audit entry it names). */
  const writeEntry = (state: Pick<PrivacyRun, 'logRef' | 'run'>, data: object) =>
    state.run.add({
      ref: state.logRef,
      lookups: logLookups,
      record: false,
      write: (batch, auditId) => batch.set(state.logRef, { ...data, auditId }),
    });

  return {
    privacyLog,

    /**
     * A new run, logged as started before any of its writes, with its cursor (what it needs to go on: the
     * email erased, the retention cutoff), so that a desk can finish it if it stops midway.
     */
    begin: async (kind: PrivacyRunKind, cursor: string | number, at: number): Promise<PrivacyRun> => {
      const logRef = doc(privacyLog());
      const counts = noRecords();
      const run = batchesOf(kind, logRef, counts);
      const entry = { kind, at, by: account() };
      const started = { ...entry, counts: noRecords(), status: 'started', cursor, progressAt: Date.now() };
      await writeEntry({ logRef, run }, started);
      await run.drain();
      return { logRef, run, entry, counts };
    },

    /** A run logged as started, to go on with: its counts so far are its entry's. */
    reopen: (logRef: DocumentReference, stored: PrivacyLogEntry): PrivacyRun => {
      const { kind, at, by } = stored;
      const counts = { ...stored.counts };
      return { logRef, run: batchesOf(kind, logRef, counts), entry: { kind, at, by }, counts };
    },

    /** Commits the run's writes so far: its log entry counts them (each batch adds its own). */
    saveProgress: (state: PrivacyRun): Promise<void> => state.run.drain(),

    /** Logs the run finished, its cursor gone, in its last batch (whose entry names it), and commits that. */
    finish: async (state: PrivacyRun): Promise<PrivacyLogEntry> => {
      const { logRef, run, entry, counts } = state;
      // Its counts once every batch before is in.
      await run.drain();
      const finished = {
        ...entry,
        counts: { ...counts },
        status: 'finished' as const,
        progressAt: Date.now(),
      };
      await writeEntry(state, finished);
      await run.drain();
      return { id: logRef.id, ...finished };
    },
  };
}

export type PrivacyRuns = ReturnType<typeof createPrivacyRuns>;
