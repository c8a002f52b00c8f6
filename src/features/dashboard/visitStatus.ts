import type { ClosingKind, Visit } from '../../backend/port/visits';
import { msg } from '../../lib/operatorText';

/** A visit's status in a word, as the dashboard, its drawer (through t()) and the CSV (as it is) say it. */
export const visitStatus = (visit: Visit) => (visit.checkedOut ? msg('Checked out') : msg('On site'));

/** How a visit nobody checked out at the desk was closed. */
export const CLOSED_BY: Record<ClosingKind, string> = {
  'bulk-now': msg('in bulk, later'),
  'bulk-end-of-day': msg('in bulk, at the end of its day'),
  automatic: msg('automatically'),
};
