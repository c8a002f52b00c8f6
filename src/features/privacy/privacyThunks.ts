import { invalidateAction } from '../../app/apiSlot';
import { createCommand } from '../../app/command';
import type { TagType } from '../../app/tags';
import {
  isStoppedRun,
  noRecords,
  PERSONAL_RECORD_KINDS,
  type PersonalData,
  type RecordCounts,
  type RetentionProgress,
} from '../../backend/port/privacy';
import { downloadFile } from '../../lib/download';

const DAY = 24 * 60 * 60_000;
/** How many log entries a desk reads to find the day's retention run. */
const RECENT_LOOKBACK = 10;

/** Every screen that may show a visitor's data reads again after a run. */
const AFFECTED: readonly TagType[] = [
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
export const findHeldData = createCommand('privacy/find', async (email: string, { backend }) =>
  summarise(await backend.privacy.exportFor(email)),
);

/** Downloads everything held about an email as one JSON file; the data goes to the file, not the store. */
export const exportHeldData = createCommand('privacy/export', async (email: string, { backend, now }) => {
  const data = await backend.privacy.exportFor(email);
  const exportedAt = new Date(now).toISOString();
  downloadFile(
    [JSON.stringify({ exportedAt, ...data }, null, 2)],
    `personal-data-${exportedAt.slice(0, 10)}.json`,
    'application/json',
  );
  return summarise(data);
});

/** Erases one visitor's data; `onProgress` hears the running counts after each kind of record. */
export const eraseVisitor = createCommand(
  'privacy/erase',
  async (
    { email, onProgress }: { email: string; onProgress?: (done: RecordCounts) => void },
    { backend, now, dispatch },
  ) => {
    try {
      return await backend.privacy.erase(email, now, onProgress);
    } catch (error) {
      // Stopped midway (Firebase erases in batches): the screens read again what it did, the log its run.
      const refresh = invalidateAction(AFFECTED);
      if (refresh) dispatch(refresh);
      throw error;
    }
  },
  { invalidates: AFFECTED },
);

/** What a retention period of `retentionDays` would change if applied now; it changes nothing. */
export const previewRetention = createCommand(
  'privacy/retentionPreview',
  ({ retentionDays }: { retentionDays: number }, { backend, now }) =>
    backend.privacy.retentionPreview(now - retentionDays * DAY),
);

/**
 * The site's retention period: older visits anonymised, older records deleted. Once a day for the
 * company, by whichever desk opens first (each run is logged), unless `now` is asked (a changed period).
 * Null when it did not run: the company keeps data until erased, or a run is less than a day old.
 * `onProgress` hears the running totals after each batch.
 */
export const applyRetention = createCommand(
  'privacy/retention',
  async (
    { now: forced, onProgress }: { now: boolean; onProgress?: (done: RetentionProgress) => void },
    { backend, now },
  ) => {
    const { retentionDays } = await backend.settings.site();
    if (retentionDays === null) return null;
    if (!forced) {
      const recent = await backend.privacy.log(RECENT_LOOKBACK);
      if (recent.some((entry) => entry.kind === 'retention' && now - entry.at < DAY)) return null;
    }
    return backend.privacy.applyRetention(now - retentionDays * DAY, now, onProgress);
  },
  // The daily run is the desk's upkeep; a run an admin asked for now is their change.
  { invalidates: (entry) => (entry ? AFFECTED : []), upkeep: ({ now: forced }) => !forced },
);

/** Goes on with a run logged as started (stopped midway) to its end, from where its saved writes end. */
export const finishRun = createCommand(
  'privacy/finishRun',
  (entryId: string, { backend }) => backend.privacy.resume(entryId),
  { invalidates: AFFECTED },
);

/**
 * What a desk does when it opens, and hourly: each run that stopped midway (its page closed, the browser or
 * the network gone; nothing saved for STOPPED_RUN_MS) is finished, so that nobody stays half erased. A run
 * that cannot go on now (its visitor back on site) waits for the next try. Returns how many it finished.
 */
export const finishStoppedRuns = createCommand(
  'privacy/finishStoppedRuns',
  async (_: undefined, { backend, now }) => {
    const stopped = (await backend.privacy.unfinished()).filter((entry) => isStoppedRun(entry, now));
    let finished = 0;
    for (const entry of stopped) {
      try {
        await backend.privacy.resume(entry.id);
        finished += 1;
      } catch {
        // Left started: the privacy log shows it, and the next try finishes it.
      }
    }
    return finished;
  },
  { invalidates: (finished) => (finished ? AFFECTED : []), upkeep: true },
);
