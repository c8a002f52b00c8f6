import type { Visit } from '../port/visits';
import type {
  CheckInBucketRow,
  CounterRow,
  OpenVisitIdRow,
  PassRow,
  GramBlockRow,
  VisitCompanyRow,
  VisitRow,
  VisitSearchRow,
} from './db';
import { gramBlocksOf } from './gramBlocks';

/**
 * The rows one visit occupies in the local database, by table, besides its name's place in the trigram
 * blocks (gramBlocks.ts). The adapter writes these at check-in; the end-to-end seeding and the bench
 * write the same rows in bulk (storedVisitBatch), so all three agree on the layout.
 */
export interface StoredVisitRows {
  visits: VisitRow;
  visitSearch: VisitSearchRow;
  /** The visit's company among the tenant's companies (written again for each visit: a put). */
  visitCompanies: VisitCompanyRow;
  /** Present while the visit is open: the reservation that keeps its visitID unique. */
  openVisitIds: OpenVisitIdRow | null;
  /** Present when the visit has a pass. */
  passes: PassRow | null;
}

export function storedVisitRows(tenant: string, visit: Visit): StoredVisitRows {
  const company = visit.companyName.toLowerCase();
  return {
    visits: { ...visit, tenant, open: visit.checkedOut ? 0 : 1 },
    visitSearch: {
      id: visit.id,
      tenant,
      checkin_timestamp: visit.checkin_timestamp,
      text: `${visit.visitorName}\n${visit.companyName}`.toLowerCase(),
      company,
      hostId: visit.hostId,
      ...(visit.checkedInBy && { checkedInBy: visit.checkedInBy }),
      visitType: visit.visitType,
    },
    visitCompanies: { tenant, company },
    openVisitIds: visit.checkedOut ? null : { tenant, visitID: visit.visitID, visitDocId: visit.id },
    passes: visit.passCode ? { tenant, code: visit.passCode, visitDocId: visit.id } : null,
  };
}

/** Rows by table, for bulk writers. */
export type StoredVisitBatch = {
  [Table in keyof StoredVisitRows]: NonNullable<StoredVisitRows[Table]>[];
} & { gramBlocks: GramBlockRow[] };

/**
 * The rows of visits written together by a bulk writer (the bench, end-to-end seeding), by table: each
 * visit's rows, the tenant's companies once, and the visits' trigram blocks. The visits must be newer than
 * any the tenant already has (gramBlocksOf).
 */
export function storedVisitBatch(tenant: string, visits: readonly Visit[]): StoredVisitBatch {
  const batch: StoredVisitBatch = {
    visits: [],
    visitSearch: [],
    visitCompanies: [],
    openVisitIds: [],
    passes: [],
    gramBlocks: gramBlocksOf(tenant, visits),
  };
  const companies = new Set<string>();
  for (const visit of visits) {
    const rows = storedVisitRows(tenant, visit);
    batch.visits.push(rows.visits);
    batch.visitSearch.push(rows.visitSearch);
    if (!companies.has(rows.visitCompanies.company)) batch.visitCompanies.push(rows.visitCompanies);
    companies.add(rows.visitCompanies.company);
    if (rows.openVisitIds) batch.openVisitIds.push(rows.openVisitIds);
    if (rows.passes) batch.passes.push(rows.passes);
  }
  return batch;
}

export const BUCKET_MS = 15 * 60 * 1000;
export const bucketOf = (time: number) => Math.floor(time / BUCKET_MS) * BUCKET_MS;

/**
 * The counters of a tenant that had no visits, after writing visits checked in at these times: the
 * total, and the check-ins per quarter hour. Bulk writers add these rows after the visits.
 */
export function storedVisitTotals(
  tenant: string,
  checkIns: readonly number[],
): { counters: CounterRow; checkInBuckets: CheckInBucketRow[] } {
  const buckets = new Map<number, number>();
  for (const time of checkIns) buckets.set(bucketOf(time), (buckets.get(bucketOf(time)) ?? 0) + 1);
  return {
    counters: { tenant, name: 'visits', value: checkIns.length },
    checkInBuckets: [...buckets].map(([bucket, count]) => ({ tenant, bucket, count })),
  };
}
