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
  /** What it adds to the run's tally (the ledger's counts), in the same commit as the write itself. */
  tally?: Tally;
}

/** Counts by name (a privacy run's records by kind). */
export type Tally = Partial<Record<string, number>>;

/**
 * Where a run keeps its tally: a document written in every commit that changes the tally, with that
 * commit's part of it, so that what it says is exactly what is committed, however the run stops.
 */
export interface RunLedger {
  ref: DocumentReference;
  /** The rules lookups of its write. */
  lookups: number;
  /** Writes this commit's part of the tally into the commit, naming the commit's entry. */
  write: (batch: WriteBatch, auditId: string, tally: Tally) => void;
  /** Told each commit's part once the commit is in. */
  onTally?: (tally: Tally) => void;
}

const isTallied = (write: RunWrite) => Object.values(write.tally ?? {}).some((count) => count);

/**
 * A long run's writes (an erasure, the retention period), committed in their order, in batches that each
 * stand alone and keep within the lookups a batch may make. Each batch carries its own entry (the run's
 * action and target, counting the records that batch changed) and, when it deletes, the account's head
 * naming that entry; with a ledger, each batch that changes the tally also updates the ledger by its part.
 * A document is written at most once per batch (the rules judge each write alone).
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
    private readonly ledger?: RunLedger,
  ) {}

  /** The lookups of the pending batch with `write` in it: its writes', its entry's, its head's, its ledger's. */
  private lookupsWith(write: RunWrite): number {
    const head = this.deletes || write.deletes === true ? HEAD_LOOKUPS : 0;
    const ledger =
      this.ledger && (isTallied(write) || this.pending.some(isTallied)) ? this.ledger.lookups : 0;
    return this.lookups + write.lookups + ENTRY_LOOKUPS + head + ledger;
  }

  /** Whether the pending batch writes this document already (its ledger's update included). */
  private writesTo(write: RunWrite): boolean {
    const ledgerPath = this.ledger?.ref.path;
    return this.pending.some(
      (each) =>
        each.ref.path === write.ref.path ||
        (isTallied(each) && write.ref.path === ledgerPath) ||
        (isTallied(write) && each.ref.path === ledgerPath),
    );
  }

  /** Adds a write; the pending batch is committed first if the write would not fit in it. */
  async add(write: RunWrite): Promise<void> {
    const full =
      this.lookupsWith(write) > LOOKUPS_PER_COMMIT ||
      this.pending.length + 4 > WRITES_PER_BATCH ||
      this.writesTo(write);
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
    const tally = tallyOf(writes);
    const ledger = Object.keys(tally).length ? this.ledger : undefined;
    ledger?.write(batch, entry.id, tally);
    this.pending = [];
    this.lookups = 0;
    this.deletes = false;
    const commit = batch.commit().then(() => {
      this.commits += 1;
      ledger?.onTally?.(tally);
    });
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

/** The writes' tallies added up, by name; names that add up to nothing left out. */
function tallyOf(writes: RunWrite[]): Tally {
  const sum: Record<string, number> = {};
  for (const write of writes) {
    for (const [name, count] of Object.entries(write.tally ?? {})) {
      if (count) sum[name] = (sum[name] ?? 0) + count;
    }
  }
  return sum;
}
