// The bench's visit history, built in Node: Visit objects (src/backend/types.ts) from fixed name and
// company generators, turned into stored rows by the app's own builder, loaded through Vite. The bench
// knows nothing of the stores or their fields: it writes whatever rows the builder returns.
import * as vite from 'vite';

/** First names and surnames the bench's people are made of (also the register of typeahead.mjs). */
export const FIRST = [
  'Asha',
  'Ravi',
  'Meera',
  'Omar',
  'Zara',
  'Lena',
  'Anu',
  'Vikram',
  'Priya',
  'Kabir',
  'Noor',
  'Dev',
];
export const LAST = [
  'Rao',
  'Kumar',
  'Nair',
  'Ali',
  'Khan',
  'Park',
  'Das',
  'Singh',
  'Shah',
  'Iyer',
  'Gupta',
  'Menon',
];
const COMPANIES = ['Acme Corporation', 'Globex Corporation'];
const HOSTS = ['Priya Sharma', 'Rahul Verma', 'Anita Desai'];
/** The newest visits are still open (checked in, not out). */
export const OPEN_VISITS = 50;
/** How many distinct photos the history cycles through. */
export const PHOTO_COUNT = FIRST.length;

const BUILDER = '/src/backend/local/storedVisit.ts';

/**
 * A module of the app (TypeScript, the app's Vite config) loaded in Node: through `runnerImport` where
 * this Vite has it, else an SSR dev server that is closed after loading.
 */
export async function importThroughVite(root, file) {
  const config = { root, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false } };
  // Vite sets NODE_ENV=development for a dev server; a later `vite build` child would inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    if (typeof vite.runnerImport === 'function')
      return (await vite.runnerImport(`${root}${file}`, config)).module;
    const server = await vite.createServer({ ...config, appType: 'custom' });
    try {
      return await server.ssrLoadModule(file);
    } finally {
      await server.close();
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The app's row builders: `storedVisitBatch(tenant, visits)` (bulk), `storedVisitTotals(tenant, checkIns)`
 * and `storedVisitRows(tenant, visit)` (one visit's rows, to find the store that keeps the visit whole).
 */
export async function loadRowBuilder(root) {
  const builder = await importThroughVite(root, BUILDER);
  for (const name of ['storedVisitBatch', 'storedVisitTotals', 'storedVisitRows']) {
    if (typeof builder[name] !== 'function') throw new Error(`${BUILDER} has no ${name}`);
  }
  return {
    buildBatch: builder.storedVisitBatch,
    buildTotals: builder.storedVisitTotals,
    buildRows: builder.storedVisitRows,
  };
}

/**
 * Visits are a minute apart, closer for a history longer than 150 days: the whole history stays within
 * the default retention period (180 days), so the desk's retention run at opening has nothing to do.
 */
const spacingOf = (total) => Math.min(60_000, Math.floor((150 * 24 * 60 * 60_000) / total));

/**
 * Visit number `index` of `total`, oldest first, `spacingOf(total)` apart, ending that long before `now`.
 * visitID is a 6-digit number; the open visits are consecutive indexes, so theirs are unique.
 */
export function benchVisit(index, total, now, photos) {
  const visitorName = `${FIRST[index % 12]} ${LAST[Math.floor(index / 12) % 12]} ${index}`;
  const checkin = now - (total - index) * spacingOf(total);
  const isOpen = index >= total - OPEN_VISITS;
  return {
    id: `bench-${String(index).padStart(7, '0')}`,
    visitType: 'Meeting',
    companyName: COMPANIES[index % 2],
    whomToMeet: HOSTS[index % 3],
    whomToMeetEmail: 'hosts@example.com',
    visitorEmail: `visitor${index}@example.com`,
    visitorName,
    visitorMobile: '9123456780',
    checkedOut: !isOpen,
    imageUrl: photos[index % photos.length],
    checkin_timestamp: checkin,
    checkout_timestamp: isOpen ? '' : checkin + 30 * 60_000,
    visitID: ((100_000 + index) % 900_000) + 100_000,
    passCode: '',
  };
}

/**
 * The store that holds the visit itself: the one whose row carries every field of the Visit unchanged.
 * The naive baseline reads it whole.
 */
export function visitStoreName(buildRows, tenant, photos) {
  const visit = benchVisit(0, 1, Date.now(), photos);
  const rows = buildRows(tenant, visit);
  const store = Object.keys(rows).find(
    (name) => rows[name] && Object.entries(visit).every(([field, value]) => rows[name][field] === value),
  );
  if (!store) throw new Error('no object store keeps the whole visit; the naive baseline cannot read it');
  return store;
}
