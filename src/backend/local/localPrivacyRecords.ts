import { Dexie, type Table } from 'dexie';
import { chunks } from '../../lib/chunks';
import { anonymisedVisit } from '../anonymise';
import type { PrivacyRunKind, RecordCounts } from '../port/privacy';
import type { FrontdeskDb, PrivacyLogRow, VisitRow } from './db';
import { gramBlockIndex } from './gramBlocks';
import { addAuditEntry } from './localAudit';
import type { LocalSessionHolder } from './localAuth';
import { storedVisitRows } from './storedVisit';
import { toVisit, withoutStorageFields } from './tenant';

/**
 * What an erasure and a retention run both use (localErasure.ts, localRetention.ts): the queries they read
 * through, anonymised visits, and the run's audit entry.
 */

/** Visits anonymised per transaction: a reload midway keeps the transactions done. */
export const VISITS_PER_TRANSACTION = 500;

/** A stored run as the port's entry: without its tenant and cutoff, finished unless it says otherwise. */
export function logEntryOf({
  tenant: _tenant,
  cutoff: _cutoff,
  status,
  progressAt,
  ...entry
}: PrivacyLogRow) {
  return { ...entry, status: status ?? 'finished', progressAt: progressAt ?? entry.at };
}

export const withoutTenant = <Row extends { tenant: string }>(row: Row) =>
  withoutStorageFields(row, ['tenant']);

/** A tenant's records whose `field` holds one of these spellings of the email (as Firestore finds them). */
export function ofEmail<Row, Key, Insert>(
  table: Table<Row, Key, Insert>,
  field: string,
  tenant: string,
  spellings: readonly string[],
): Promise<Row[]> {
  return table
    .where(`[tenant+${field}]`)
    .anyOf(spellings.map((spelling): [string, string] => [tenant, spelling]))
    .toArray();
}

/** A tenant's rows of an index `[tenant+time]` before `cutoff`. */
export const before = <Row, Key, Insert>(
  table: Table<Row, Key, Insert>,
  index: string,
  tenant: string,
  cutoff: number,
) => table.where(index).between([tenant, Dexie.minKey], [tenant, cutoff], true, false);

/** Anonymises the tenant's closed visits of these ids, read afresh in each transaction. */
export async function anonymiseVisits(
  db: FrontdeskDb,
  tenant: string,
  ids: readonly string[],
  at: number,
): Promise<number> {
  const gramBlocks = gramBlockIndex(db);
  let count = 0;
  for (const chunk of chunks(ids, VISITS_PER_TRANSACTION)) {
    await db.transaction('rw', db.visits, db.visitSearch, db.gramBlocks, async () => {
      const named = (await db.visits.bulkGet(chunk)).filter(
        (row): row is VisitRow => row?.tenant === tenant && row.checkedOut && row.anonymisedAt === undefined,
      );
      const stored = named.map((row) => storedVisitRows(tenant, anonymisedVisit(toVisit(row), at)));
      await db.visits.bulkPut(stored.map((rows) => rows.visits));
      await db.visitSearch.bulkPut(stored.map((rows) => rows.visitSearch));
      await gramBlocks.remove(tenant, named);
      count += stored.length;
    });
  }
  return count;
}

/** The run's audit entry names its log entry (a random id), never the person erased. */
export function auditRun(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  kind: PrivacyRunKind,
  entryId: string,
  counts: RecordCounts,
) {
  return addAuditEntry(db, session, {
    action: kind === 'erasure' ? 'privacy.erase' : 'privacy.retention',
    target: entryId,
    count: Object.values(counts).reduce((sum, each) => sum + each, 0),
    at: Date.now(),
  });
}
