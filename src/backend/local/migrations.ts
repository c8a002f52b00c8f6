import type { Transaction } from 'dexie';
import type { CheckInBucketRow, CounterRow, VisitCompanyRow, VisitSearchRow } from './db';
import { bucketOf } from './storedVisit';
import { searchKeys } from './searchKeys';

/** A version-2 search row: the lowercased name and company only. */
type SearchRowBefore = Omit<VisitSearchRow, 'company' | 'keys'>;

/**
 * Version 2 → 3: every search row gains its company and its index keys, each tenant's companies are
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
      const [name = '', company = ''] = row.text.split('\n');
      Object.assign(row, { company, keys: searchKeys(row.tenant, name, row.checkin_timestamp) });
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
