import Papa from 'papaparse';
import { neutralizeFormula } from '../../lib/csv';
import type { Backend } from '../../backend/port/backend';
import type { Visit, VisitCursor, VisitPageQuery } from '../../backend/port/visits';
import { formatVisitTime } from '../../lib/formatTime';
import { visitStatus } from './visitStatus';
import type { PastQuestion } from '../../backend/port/visitorTypes';
import { answerText } from '../../backend/visitAnswers';

/** Typed-in text is neutralised; the values we format ourselves (times, IDs, status) are safe. */
const typedIn = (read: (visit: Visit) => string) => (visit: Visit) => neutralizeFormula(read(visit));

type Column = [string, (visit: Visit) => string | number];

const COLUMNS: Column[] = [
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

/**
 * The spec's columns, then one per question the company's types ever asked (everyQuestion: asked and past),
 * so the header is known before the first page is read. A label two questions share names each by its id.
 */
export function csvColumns(questions: readonly PastQuestion[] = []): Column[] {
  const shared = new Set(
    questions.filter((q, i) => questions.findIndex((o) => o.label === q.label) !== i).map((q) => q.label),
  );
  return [
    ...COLUMNS,
    ...questions.map(({ id, label }): Column => [
      neutralizeFormula(shared.has(label) ? `${label} (${id})` : label),
      typedIn((visit) => {
        const answer = visit.answers?.[id];
        return answer ? answerText(answer) : '';
      }),
    ]),
  ];
}

const CRLF = '\r\n';

/** The CSV header line. */
export const csvHeader = (columns = csvColumns()) => Papa.unparse([columns.map(([title]) => title)]) + CRLF;

/** One CSV line per visit. */
export function csvRows(visits: Visit[], columns = csvColumns()): string {
  if (visits.length === 0) return '';
  return Papa.unparse(visits.map((visit) => columns.map(([, read]) => read(visit)))) + CRLF;
}

export const visitsToCsv = (visits: Visit[], questions: readonly PastQuestion[] = []) =>
  csvHeader(csvColumns(questions)) + csvRows(visits, csvColumns(questions));

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
  questions: readonly PastQuestion[] = [],
): Promise<{ parts: Blob[]; rows: number }> {
  const columns = csvColumns(questions);
  const parts = [new Blob([csvHeader(columns)])];
  let after: VisitCursor | null = null;
  let rows = 0;
  do {
    const page = await backend.visits.page({ ...chosen, pageSize: EXPORT_PAGE_SIZE, after });
    parts.push(new Blob([csvRows(page.visits, columns)]));
    rows += page.visits.length;
    onProgress?.(rows);
    after = page.nextCursor;
  } while (after);
  return { parts, rows };
}
