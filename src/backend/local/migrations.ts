import type { Transaction } from 'dexie';
import type {
  CheckInBucketRow,
  CounterRow,
  VisitCompanyRow,
  VisitGramsRow,
  VisitRow,
  VisitSearchRow,
} from './db';
import { BLOCK_POSTINGS, blockOf, type Posting } from './gramBlocks';
import { bucketOf } from './storedVisit';
import { isSearchKey, searchKeys } from './searchKeys';

/** A version-2 search row: the lowercased name and company only. */
type SearchRowBefore = Omit<VisitSearchRow, 'company'>;
/** A version-3 search row held its name's index keys. */
type SearchRowV3 = VisitSearchRow & { keys?: unknown };

/** How many search rows version 4's upgrade reads at a time: a million visits never sit in memory. */
const UPGRADE_BATCH = 5000;

/**
 * Version 2 → 3: every search row gains its company, each tenant's companies are
 * listed, and its visits are counted once into counters (the total, and check-ins per quarter hour). One pass over the small search rows
 * (one per visit), none over the visits and their photos; no visit is touched.
 */
export async function indexSearchAndCount(transaction: Transaction): Promise<void> {
  const totals = new Map<string, number>();
  const companies = new Map<string, VisitCompanyRow>();
  const buckets = new Map<string, CheckInBucketRow>();
  await transaction
    .table<SearchRowBefore | VisitSearchRow, string>('visitSearch')
    .toCollection()
    .modify((row) => {
      const [, company = ''] = row.text.split('\n');
      Object.assign(row, { company });
      totals.set(row.tenant, (totals.get(row.tenant) ?? 0) + 1);
      const bucket = bucketOf(row.checkin_timestamp);
      const counted = buckets.get(`${row.tenant}\n${bucket}`) ?? { tenant: row.tenant, bucket, count: 0 };
      buckets.set(`${row.tenant}\n${bucket}`, { ...counted, count: counted.count + 1 });
      companies.set(`${row.tenant}\n${company}`, { tenant: row.tenant, company });
    });
  await transaction.table<VisitCompanyRow>('visitCompanies').bulkPut([...companies.values()]);
  const counters: CounterRow[] = [...totals].map(([tenant, value]) => ({ tenant, name: 'visits', value }));
  await transaction.table<CounterRow>('counters').bulkPut(counters);
  await transaction.table<CheckInBucketRow>('checkInBuckets').bulkPut([...buckets.values()]);
}

/**
 * Version 3 → 4: each visit's name trigrams are indexed in their own table (from the search row's text,
 * whatever version 3 held), and the search rows lose them. In batches, by primary key.
 */
export async function indexNameGrams(transaction: Transaction): Promise<void> {
  const searchRows = transaction.table<SearchRowV3, string>('visitSearch');
  const grams = transaction.table<VisitGramsRow, string>('visitGrams');
  let last: string | null = null;
  for (;;) {
    const batch: SearchRowV3[] = await (
      last === null ? searchRows.toCollection() : searchRows.where(':id').above(last)
    )
      .limit(UPGRADE_BATCH)
      .toArray();
    if (!batch.length) return;
    last = batch[batch.length - 1]?.id ?? null;
    await grams.bulkPut(
      batch.map((row) => ({
        id: row.id,
        keys: searchKeys(row.tenant, row.text.split('\n')[0] ?? '', row.checkin_timestamp),
      })),
    );
    await searchRows.bulkPut(batch.map(({ keys: _keys, ...row }) => row));
  }
}

/**
 * Version 11 → 12: the per-visit trigram keys become blocks of visits (gramBlocks.ts). One pass over the
 * keys index, which lists them by tenant, trigram and time: each block is written as soon as it is full,
 * so no more than a block per step sits in memory. The per-visit keys' table is then deleted.
 */
export function blockNameGrams(transaction: Transaction): Promise<void> {
  const keys = transaction.idbtrans.objectStore('visitGrams').index('keys');
  const blocks = transaction.idbtrans.objectStore('gramBlocks');
  let tenant = '';
  let gram = '';
  let postings: Posting[] = [];
  const write = () => {
    if (postings.length) blocks.add(blockOf(tenant, gram, postings));
    postings = [];
  };
  return new Promise((resolve, reject) => {
    const request = keys.openKeyCursor();
    request.onerror = () => reject(request.error ?? new Error('reading the trigram keys failed'));
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) {
        write();
        resolve();
        return;
      }
      const { key, primaryKey } = cursor;
      if (!isSearchKey(key) || typeof primaryKey !== 'string')
        throw new Error(`not a visit's trigram key: ${JSON.stringify([key, primaryKey])}`);
      const [keyTenant, keyGram, time] = key;
      if (keyTenant !== tenant || keyGram !== gram || postings.length === BLOCK_POSTINGS) write();
      tenant = keyTenant;
      gram = keyGram;
      postings.push({ id: primaryKey, time });
      cursor.continue();
    };
  });
}

/**
 * Version 13 → 14: every search row gains its visit's host id ('' for visits from before the directory),
 * for the index of a host's visits. Visits and search rows share their ids: read in batches, by id.
 */
export const indexVisitHosts = (transaction: Transaction) =>
  // Rows from before the directory have no host id at all.
  copyToSearchRows(transaction, (row) => {
    const stored: unknown = row.hostId;
    return { hostId: typeof stored === 'string' ? stored : '' };
  });

/** Version 18: each search row gains its visit's type name, for the dashboard's type filter. */
export const indexVisitTypes = (transaction: Transaction) =>
  copyToSearchRows(transaction, (row) => ({ visitType: row.visitType }));

/** Copies a field of every visit onto its search row, a batch at a time. */
async function copyToSearchRows(
  transaction: Transaction,
  fieldsOf: (row: VisitRow) => Partial<VisitSearchRow>,
): Promise<void> {
  const visits = transaction.table<VisitRow, string>('visits');
  const searchRows = transaction.table<VisitSearchRow, string>('visitSearch');
  let last: string | null = null;
  for (;;) {
    const batch: VisitRow[] = await (last === null ? visits.toCollection() : visits.where(':id').above(last))
      .limit(UPGRADE_BATCH)
      .toArray();
    if (!batch.length) return;
    last = batch[batch.length - 1]?.id ?? null;
    const fields = new Map(batch.map((row): [string, Partial<VisitSearchRow>] => [row.id, fieldsOf(row)]));
    const rows = await searchRows.bulkGet([...fields.keys()]);
    await searchRows.bulkPut(rows.flatMap((row) => (row ? [{ ...row, ...fields.get(row.id) }] : [])));
  }
}
