import { createCommand } from '../../app/command';
import { VISIT_CHANGES } from '../../app/tags';
import type { Visit } from '../../backend/port/visits';
import { automaticClosings, bulkClosings, dueBefore, type BulkTime } from './closings';

/**
 * Checks out the visits the operator selected, now or at the end of each one's day, recorded as such.
 * `onProgress` hears how many are checked out so far, after each batch.
 */
export const checkOutUnclosed = createCommand(
  'unclosed/checkOut',
  (
    {
      visits,
      time,
      timeZone,
      onProgress,
    }: { visits: Visit[]; time: BulkTime; timeZone: string; onProgress?: (closed: number) => void },
    { backend, now },
  ) =>
    backend.visits.checkOutMany(
      bulkClosings(visits, time, now, timeZone),
      time === 'now' ? 'bulk-now' : 'bulk-end-of-day',
      onProgress,
    ),
  { invalidates: VISIT_CHANGES },
);

/**
 * The site's automatic check-out: visits open longer than its set hours are checked out at that many
 * hours after check-in. Never while a roll call is open: its list must stay who was really on site.
 */
export const autoCheckOut = createCommand(
  'unclosed/auto',
  async (_: undefined, { backend, now }) => {
    const { autoCheckoutHours: hours } = await backend.settings.site();
    if (hours === null || (await backend.rollCalls.current())) return [];
    const due = await backend.visits.unclosed(dueBefore(now, hours));
    if (due.length === 0) return [];
    return backend.visits.checkOutMany(automaticClosings(due, hours), 'automatic');
  },
  // Upkeep: the desk's timed duty, not an operator's change waiting to be sent.
  { invalidates: (closed) => (closed.length ? VISIT_CHANGES : []), upkeep: true },
);
