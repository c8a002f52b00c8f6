// Seeds a visit history into the app's IndexedDB in bulk: rows built in Node by the app's bulk builder
// (oldest batch first, as it requires), written by the page one readwrite transaction per batch. Photos cross to the page once per batch as
// markers, not once per row.
import { benchVisit, PHOTO_COUNT } from './visits.mjs';

export const DB_NAME = 'frontdesk';
const PHOTO_MARK = '\u0000bench-photo:';

/** Small webcam-like JPEG thumbnails (48×48), made once by the page's canvas; returns data URLs. */
export function makePhotos(page) {
  return page.evaluate((count) => {
    return Array.from({ length: count }, (_, hue) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const paint = canvas.getContext('2d');
      paint.fillStyle = `hsl(${hue * 30} 60% 70%)`;
      paint.fillRect(0, 0, 48, 48);
      paint.fillStyle = `hsl(${hue * 30} 50% 35%)`;
      paint.beginPath();
      paint.arc(24, 18, 10, 0, 2 * Math.PI);
      paint.arc(24, 52, 20, 0, 2 * Math.PI);
      paint.fill();
      return canvas.toDataURL('image/jpeg', 0.7);
    });
  }, PHOTO_COUNT);
}

/** Visits [start, end) as JSON `{ store: rows[] }`, built by the app's bulk builder; photos as markers. */
function batchJson(buildBatch, tenant, photos, start, end, total, now) {
  const visits = [];
  for (let index = start; index < end; index++) visits.push(benchVisit(index, total, now, photos));
  const byStore = Object.fromEntries(
    Object.entries(buildBatch(tenant, visits)).filter(([, rows]) => rows.length > 0),
  );
  const marks = new Map(photos.map((url, index) => [url, `${PHOTO_MARK}${index}`]));
  return JSON.stringify(byStore, (_, value) => (typeof value === 'string' && marks.get(value)) || value);
}

/**
 * Runs in the page: queues one batch in one relaxed-durability readwrite transaction, then waits for the
 * previous batch's transaction to commit, so the page serialises batch n+1 while IndexedDB commits
 * batch n. `{ flush: true }` waits for the last one and closes the database.
 */
async function writeBatch({ json, photos, dbName, mark, flush }) {
  const state = (globalThis.__frontdeskBenchSeed ??= { db: null, previous: Promise.resolve() });
  if (flush) {
    const last = state.previous;
    state.previous = Promise.resolve();
    try {
      await last;
    } finally {
      state.db?.close();
      state.db = null;
    }
    return;
  }
  const byStore = JSON.parse(json, (_, value) =>
    typeof value === 'string' && value.startsWith(mark) ? photos[Number(value.slice(mark.length))] : value,
  );
  state.db ??= await new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const stores = Object.keys(byStore);
  const missing = stores.filter((name) => !state.db.objectStoreNames.contains(name));
  if (missing.length > 0) throw new Error(`database ${dbName} has no object store ${missing.join(', ')}`);
  const tx = state.db.transaction(stores, 'readwrite', { durability: 'relaxed' });
  const committed = new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onabort = () => reject(tx.error ?? new Error('seeding transaction aborted'));
  });
  for (const name of stores) {
    const store = tx.objectStore(name);
    for (const row of byStore[name]) store.put(row);
  }
  const previous = state.previous;
  state.previous = committed;
  // Reported here or by the flush; never left unhandled in the page.
  committed.catch(() => {});
  await previous;
}

/**
 * Writes `total` visits for `tenant`. Node builds the next batch while the page queues the current
 * one and IndexedDB commits the one before. Returns the seconds taken.
 */
export async function seedVisits(
  page,
  { buildBatch, buildTotals, tenant, photos, total, batchSize = 10_000, log },
) {
  const started = Date.now();
  const now = started;
  const write = (args) => page.evaluate(writeBatch, { photos, dbName: DB_NAME, mark: PHOTO_MARK, ...args });
  let pending = null;
  let nextReport = total / 10;
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize);
    const json = batchJson(buildBatch, tenant, photos, start, end, total, now);
    await pending;
    pending = write({ json });
    if (log && total >= 100_000 && end >= nextReport && end < total) {
      while (nextReport <= end) nextReport += total / 10;
      const seconds = Math.round((Date.now() - started) / 1000);
      log(
        `  seeding: ${end.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} queued (${seconds} s)`,
      );
    }
  }
  await pending;
  // The totals the adapter keeps in counters with the data: the seeded company had no visits before.
  const checkIns = Array.from(
    { length: total },
    (_, index) => benchVisit(index, total, now, photos).checkin_timestamp,
  );
  const totals = Object.fromEntries(
    Object.entries(buildTotals(tenant, checkIns)).map(([store, rows]) => [store, [rows].flat()]),
  );
  await write({ json: JSON.stringify(totals) });
  await write({ flush: true });
  return (Date.now() - started) / 1000;
}
