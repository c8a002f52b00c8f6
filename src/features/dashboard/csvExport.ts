import Papa from 'papaparse';
import { neutralizeFormula } from '../../lib/csv';
import type { Backend } from '../../backend/port/backend';
import type { Visit, VisitCursor, VisitPageQuery } from '../../backend/port/visits';
import { formatVisitTime } from '../../lib/formatTime';
import { visitStatus } from './visitStatus';

/** Typed-in text is neutralised; the values we format ourselves (times, IDs, status) are safe. */
const typedIn = (read: (visit: Visit) => string) => (visit: Visit) => neutralizeFormula(read(visit));

const COLUMNS: [string, (visit: Visit) => string | number][] = [
  ['Visitor', typedIn((visit) => visit.visitorName)],
  ['Email', typedIn((visit) => visit.visitorEmail)],
  ['Mobile', typedIn((visit) => visit.visitorMobile)],
  ['Visit Type', typedIn((visit) => visit.visitType)],
  ['Company', typedIn((visit) => visit.companyName)],
  ['Whom To Meet', typedIn((visit) => visit.whomToMeet)],
  ['Check-in', (visit) => formatVisitTime(visit.checkin_timestamp)],
  ['Check-out', (visit) => formatVisitTime(visit.checkout_timestamp)],
  ['Visit ID', (visit) => visit.visitID],
  ['Status', (visit) => visitStatus(visit)],
];

const CRLF = '\r\n';

/** The CSV header line. */
export const csvHeader = () => Papa.unparse([COLUMNS.map(([title]) => title)]) + CRLF;

/** One CSV line per visit. */
export function csvRows(visits: Visit[]): string {
  if (visits.length === 0) return '';
  return Papa.unparse(visits.map((visit) => COLUMNS.map(([, read]) => read(visit)))) + CRLF;
}

export const visitsToCsv = (visits: Visit[]) => csvHeader() + csvRows(visits);

/** Which visits an export holds: those the dashboard lists. */
export type ExportedVisits = Pick<VisitPageQuery, 'search' | 'filters'>;

/** Visits read per request while exporting: the export never holds more than this many at once. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every visit matching the search and filters on screen, newest first, as CSV parts: one page is read,
 * written and dropped before the next is read, so the history never sits in memory, the store or the API
 * cache. `onProgress` hears the rows written so far after each page.
 */
export async function exportCsvParts(
  backend: Backend,
  chosen: ExportedVisits,
  onProgress?: (rows: number) => void,
): Promise<{ parts: Blob[]; rows: number }> {
  const parts = [new Blob([csvHeader()])];
  let after: VisitCursor | null = null;
  let rows = 0;
  do {
    const page = await backend.visits.page({ ...chosen, pageSize: EXPORT_PAGE_SIZE, after });
    parts.push(new Blob([csvRows(page.visits)]));
    rows += page.visits.length;
    onProgress?.(rows);
    after = page.nextCursor;
  } while (after);
  return { parts, rows };
}
