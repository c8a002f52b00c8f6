import { api } from '../../app/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import type { Visit } from '../../backend/port/visits';
import { automaticClosings, bulkClosings, dueBefore, type BulkTime } from './closings';

const AFFECTED = ['OnSite', 'Visit', 'VisitStats'] as const;

/** Checks out the visits the operator selected, now or at the end of each one's day, recorded as such. */
export const checkOutUnclosed = createAppAsyncThunk(
  'unclosed/checkOut',
  async (
    { visits, time, timeZone }: { visits: Visit[]; time: BulkTime; timeZone: string },
    { extra, dispatch, rejectWithValue },
  ) => {
    try {
      const closings = bulkClosings(visits, time, extra.now(), timeZone);
      const backend = await extra.backend();
      const closed = await backend.visits.checkOutMany(
        closings,
        time === 'now' ? 'bulk-now' : 'bulk-end-of-day',
      );
      dispatch(api.util.invalidateTags([...AFFECTED]));
      return closed;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/**
 * The site's automatic check-out: visits open longer than its set hours are checked out at that many
 * hours after check-in. Never while a roll call is open: its list must stay who was really on site.
 */
export const autoCheckOut = createAppAsyncThunk(
  'unclosed/auto',
  async (_: undefined, { extra, dispatch, rejectWithValue }) => {
    try {
      const backend = await extra.backend();
      const { autoCheckoutHours: hours } = await backend.settings.site();
      if (hours === null || (await backend.rollCalls.current())) return [];
      const due = await backend.visits.unclosed(dueBefore(extra.now(), hours));
      if (due.length === 0) return [];
      const closed = await backend.visits.checkOutMany(automaticClosings(due, hours), 'automatic');
      dispatch(api.util.invalidateTags([...AFFECTED]));
      return closed;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
