import Papa from 'papaparse';
import type { Visit } from '../../backend/types';
import { formatVisitTime } from '../../lib/formatTime';

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

export const visitStatus = (visit: Visit) => (visit.checkedOut ? 'Checked out' : 'On site');

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * a leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function visitsToCsv(visits: Visit[]): string {
  return Papa.unparse({
    fields: COLUMNS.map(([title]) => title),
    data: visits.map((visit) => COLUMNS.map(([, read]) => read(visit))),
  });
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
