import { collection, doc, type DocumentReference, type Firestore } from 'firebase/firestore';
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
 * when it goes on). `saved` is what its entry says now.
 */
export interface PrivacyRun {
  logRef: DocumentReference;
  run: AuditedRun;
  entry: Pick<PrivacyLogEntry, 'kind' | 'at' | 'by'>;
  counts: RecordCounts;
  saved: string;
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

  /** The batches of a run of `kind`: their entries name its log entry. */
  function batchesOf(kind: PrivacyRunKind, logRef: DocumentReference) {
    const action = kind === 'erasure' ? 'privacy.erase' : 'privacy.retention';
    // Retention's batches go several at a time (each stands alone); an erasure's in order, kind by kind.
    const inFlight = kind === 'retention' ? RETENTION_COMMITS_IN_FLIGHT : 1;
    return new AuditedRun(db, paths, { action, target: logRef.id }, inFlight);
  }

  /** Writes the run's log entry in its next batch (whose audit entry it names), set whole or updated. */
  const writeEntry = (state: Pick<PrivacyRun, 'logRef' | 'run'>, data: object, whole: boolean) =>
    state.run.add({
      ref: state.logRef,
      lookups: logLookups,
      record: false,
      write: (batch, auditId) =>
        whole
          ? batch.set(state.logRef, { ...data, auditId })
          : batch.update(state.logRef, { ...data, auditId }),
    });

  return {
    privacyLog,

    /**
     * A new run, logged as started before any of its writes, with its cursor (what it needs to go on: the
     * email erased, the retention cutoff), so that a desk can finish it if it stops midway.
     */
    begin: async (kind: PrivacyRunKind, cursor: string | number, at: number): Promise<PrivacyRun> => {
      const logRef = doc(privacyLog());
      const run = batchesOf(kind, logRef);
      const entry = { kind, at, by: account() };
      const counts = noRecords();
      const started = { ...entry, counts, status: 'started', cursor, progressAt: Date.now() };
      await writeEntry({ logRef, run }, started, true);
      await run.drain();
      return { logRef, run, entry, counts, saved: JSON.stringify(counts) };
    },

    /** A run logged as started, to go on with: its counts so far are its entry's. */
    reopen: (logRef: DocumentReference, stored: PrivacyLogEntry): PrivacyRun => {
      const { kind, at, by } = stored;
      const counts = { ...stored.counts };
      return {
        logRef,
        run: batchesOf(kind, logRef),
        entry: { kind, at, by },
        counts,
        saved: JSON.stringify(counts),
      };
    },

    /**
     * Commits the run's writes so far, with its counts in its log entry when they changed: a run that
     * stops goes on from here, and its log counts what is done (but for the batches of a kind not
     * finished).
     */
    saveProgress: async (state: PrivacyRun): Promise<void> => {
      const counts = JSON.stringify(state.counts);
      if (counts !== state.saved) {
        await writeEntry(state, { counts: { ...state.counts }, progressAt: Date.now() }, false);
        state.saved = counts;
      }
      await state.run.drain();
    },

    /** Logs the run finished, its cursor gone, in its last batch (whose entry names it), and commits that. */
    finish: async (state: PrivacyRun): Promise<PrivacyLogEntry> => {
      const { logRef, run, entry, counts } = state;
      const finished = { ...entry, counts, status: 'finished' as const, progressAt: Date.now() };
      await writeEntry(state, finished, true);
      await run.drain();
      return { id: logRef.id, ...finished };
    },
  };
}
