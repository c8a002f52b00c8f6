import type { Transaction } from 'dexie';
import type { CheckInBucketRow, CounterRow, VisitCompanyRow, VisitGramsRow, VisitSearchRow } from './db';
import { bucketOf } from './storedVisit';
import { searchKeys } from './searchKeys';

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
