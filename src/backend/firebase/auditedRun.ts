import { writeBatch, type DocumentReference, type Firestore, type WriteBatch } from 'firebase/firestore';
import {
  ENTRY_LOOKUPS,
  HEAD_LOOKUPS,
  LOOKUPS_PER_COMMIT,
  auditEntry,
  auditHead,
  type AuditChange,
} from './auditEntries';
import type { TenantPaths } from './tenantPaths';

/** Firestore's most writes in one batch. */
const WRITES_PER_BATCH = 500;

/** One write of a run, and the rules lookups its rule makes (firestore.rules states each). */
export interface RunWrite {
  ref: DocumentReference;
  lookups: number;
  /** A delete: its commit rewrites the account's head, naming the commit's entry. */
  deletes?: boolean;
  /** Whether it changes one of the company's records (the run's log entry and its state do not). */
  record?: boolean;
  /** Writes it into the commit, naming the commit's entry where the document carries one. */
  write: (batch: WriteBatch, auditId: string) => void;
}

/**
 * A long run's writes (an erasure, the retention period), committed in their order, in batches that each
 * stand alone and keep within the lookups a batch may make. Each batch carries its own entry (the run's
 * action and target, counting the records that batch changed) and, when it deletes, the account's head
 * naming that entry. A document is written at most once per batch (the rules judge each write alone).
 */
export class AuditedRun {
  private pending: RunWrite[] = [];
  private lookups = 0;
  private deletes = false;
  /** Commits on their way, oldest first (at most `inFlight`). */
  private committing: Promise<void>[] = [];
  /** Batches committed so far. */
  commits = 0;

  /**
   * `inFlight` batches may be on their way at once (by default one: each commit awaited). Batches sized by
   * their uncached lookups are small (9 anonymisations); several in flight keep a long run's pace. Where
   * order matters (a run's state after the writes it records), `drain()` first.
   */
  constructor(
    private readonly db: Firestore,
    private readonly paths: TenantPaths,
    private readonly change: Omit<AuditChange, 'count'>,
    private readonly inFlight = 1,
  ) {}

  /** The lookups of the pending batch with `write` in it: its writes', its entry's and its head's. */
  private lookupsWith(write: RunWrite): number {
    const head = this.deletes || write.deletes === true ? HEAD_LOOKUPS : 0;
    return this.lookups + write.lookups + ENTRY_LOOKUPS + head;
  }

  /** Adds a write; the pending batch is committed first if the write would not fit in it. */
  async add(write: RunWrite): Promise<void> {
    const full =
      this.lookupsWith(write) > LOOKUPS_PER_COMMIT ||
      this.pending.length + 3 > WRITES_PER_BATCH ||
      this.pending.some((each) => each.ref.path === write.ref.path);
    if (full) await this.flush();
    this.pending.push(write);
    this.lookups += write.lookups;
    this.deletes ||= write.deletes === true;
  }

  /** Commits the pending writes, if any, with their entry (and head). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const writes = this.pending;
    const count = writes.filter((write) => write.record !== false).length;
    const entry = auditEntry(this.paths, { ...this.change, count });
    const batch = writeBatch(this.db);
    batch.set(entry.ref, entry.data);
    if (this.deletes) {
      const head = auditHead(this.paths, entry.id);
      batch.set(head.ref, head.data);
    }
    for (const write of writes) write.write(batch, entry.id);
    this.pending = [];
    this.lookups = 0;
    this.deletes = false;
    const commit = batch.commit().then(() => void (this.commits += 1));
    // Handled when awaited below; until then a refusal is not an unhandled rejection.
    commit.catch(() => undefined);
    this.committing.push(commit);
    // The oldest is awaited first: a refused batch stops the run there, as when each was awaited.
    while (this.committing.length >= this.inFlight) await this.committing.shift();
  }

  /** Commits the pending writes and waits for every batch on its way. */
  async drain(): Promise<void> {
    await this.flush();
    while (this.committing.length > 0) await this.committing.shift();
  }
}
