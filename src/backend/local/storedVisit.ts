import type { Visit } from '../port/visits';
import type { CounterRow, OpenVisitIdRow, VisitCompanyRow, VisitRow, VisitSearchRow } from './db';
import { searchKeys } from './searchKeys';

/**
 * The rows one visit occupies in the local database, by table. The adapter writes these at check-in;
 * the end-to-end seeding and the bench write the same rows in bulk, so all three agree on the layout.
 */
export interface StoredVisitRows {
  visits: VisitRow;
  visitSearch: VisitSearchRow;
  /** The visit's company among the tenant's companies (written again for each visit: a put). */
  visitCompanies: VisitCompanyRow;
  /** Present while the visit is open: the reservation that keeps its visitID unique. */
  openVisitIds: OpenVisitIdRow | null;
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
      keys: searchKeys(tenant, visit.visitorName, visit.checkin_timestamp),
    },
    visitCompanies: { tenant, company },
    openVisitIds: visit.checkedOut ? null : { tenant, visitID: visit.visitID, visitDocId: visit.id },
  };
}

/** The counters after writing `count` visits of a tenant that had `before`: bulk writers add this last. */
export function storedVisitTotals(tenant: string, before: number, count: number): { counters: CounterRow } {
  return { counters: { tenant, name: 'visits', value: before + count } };
}
