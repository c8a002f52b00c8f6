import type { ClosingKind, Visit } from '../../backend/port/visits';

/** A visit's status in a word, as the dashboard, its drawer and the CSV say it. */
export const visitStatus = (visit: Visit) => (visit.checkedOut ? 'Checked out' : 'On site');

/** How a visit nobody checked out at the desk was closed. */
export const CLOSED_BY: Record<ClosingKind, string> = {
  'bulk-now': 'in bulk, later',
  'bulk-end-of-day': 'in bulk, at the end of its day',
  automatic: 'automatically',
};
