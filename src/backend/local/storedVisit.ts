import type { Visit } from '../port/visits';
import type { OpenVisitIdRow, VisitRow, VisitSearchRow } from './db';

/**
 * The rows one visit occupies in the local database, by table. The adapter writes these at check-in;
 * the end-to-end seeding and the bench write the same rows in bulk, so all three agree on the layout.
 */
export interface StoredVisitRows {
  visits: VisitRow;
  visitSearch: VisitSearchRow;
  /** Present while the visit is open: the reservation that keeps its visitID unique. */
  openVisitIds: OpenVisitIdRow | null;
}

export function storedVisitRows(tenant: string, visit: Visit): StoredVisitRows {
  return {
    visits: { ...visit, tenant, open: visit.checkedOut ? 0 : 1 },
    visitSearch: {
      id: visit.id,
      tenant,
      checkin_timestamp: visit.checkin_timestamp,
      text: `${visit.visitorName}\n${visit.companyName}`.toLowerCase(),
    },
    openVisitIds: visit.checkedOut ? null : { tenant, visitID: visit.visitID, visitDocId: visit.id },
  };
}
