import { api, type TagType } from '../../app/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import {
  noRecords,
  PERSONAL_RECORD_KINDS,
  type PersonalData,
  type RecordCounts,
} from '../../backend/port/privacy';
import { downloadFile } from '../../lib/download';

const DAY = 24 * 60 * 60_000;
/** How many log entries a desk reads to find the day's retention run. */
const RECENT_LOOKBACK = 10;

/** Every screen that may show a visitor's data reads again after a run. */
const AFFECTED: TagType[] = [
  'Visit',
  'OnSite',
  'Mail',
  'Visitor',
  'Invite',
  'RollCall',
  'Watchlist',
  'Arrival',
  'PrivacyLog',
];

/** What is held about one email, as the screen summarises it: no record leaves the thunk. */
export interface HeldSummary {
  email: string;
  visitorName: string;
  counts: RecordCounts;
}

export function summarise(data: PersonalData): HeldSummary {
  const counts = noRecords();
  for (const kind of PERSONAL_RECORD_KINDS)
    counts[kind] = kind === 'visitors' ? Number(data.visitor !== null) : data[kind].length;
  const named =
    data.visitor?.visitorName ?? data.visits[0]?.visitorName ?? data.invites[0]?.visitorName ?? '';
  return { email: data.email, visitorName: named, counts };
}

/** Looks up what the company holds about an email, for an access or erasure request. */
export const findHeldData = createAppAsyncThunk(
  'privacy/find',
  async (email: string, { extra, rejectWithValue }) => {
    try {
      return summarise(await (await extra.backend()).privacy.exportFor(email));
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/** Downloads everything held about an email as one JSON file; the data goes to the file, not the store. */
export const exportHeldData = createAppAsyncThunk(
  'privacy/export',
  async (email: string, { extra, rejectWithValue }) => {
    try {
      const data = await (await extra.backend()).privacy.exportFor(email);
      const exportedAt = new Date(extra.now()).toISOString();
      downloadFile(
        [JSON.stringify({ exportedAt, ...data }, null, 2)],
        `personal-data-${exportedAt.slice(0, 10)}.json`,
        'application/json',
      );
      return summarise(data);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const eraseVisitor = createAppAsyncThunk(
  'privacy/erase',
  async (email: string, { extra, dispatch, rejectWithValue }) => {
    try {
      const entry = await (await extra.backend()).privacy.erase(email, extra.now());
      dispatch(api.util.invalidateTags(AFFECTED));
      return entry;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/**
 * The site's retention period: older visits anonymised, older records deleted. Once a day for the
 * company, by whichever desk opens first (each run is logged), unless `now` is asked (a changed period).
 * Null when it did not run: the company keeps data until erased, or a run is less than a day old.
 */
export const applyRetention = createAppAsyncThunk(
  'privacy/retention',
  async ({ now: forced }: { now: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const backend = await extra.backend();
      const { retentionDays } = await backend.settings.site();
      if (retentionDays === null) return null;
      const now = extra.now();
      if (!forced) {
        const recent = await backend.privacy.log(RECENT_LOOKBACK);
        if (recent.some((entry) => entry.kind === 'retention' && now - entry.at < DAY)) return null;
      }
      const entry = await backend.privacy.applyRetention(now - retentionDays * DAY, now);
      dispatch(api.util.invalidateTags(AFFECTED));
      return entry;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
