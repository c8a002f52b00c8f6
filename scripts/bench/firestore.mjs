#!/usr/bin/env node
// npm run bench -- --firestore: Firestore documents read, counted by the adapter's own meter
// (src/backend/firebase/readMeter.ts) against the emulators, per dashboard page view, per search
// keystroke, per Check In and per header stats load and refresh (the budget: a page view at most page
// size + 2). Runs inside scripts/emulators.mjs, which starts Firestore and Auth and loads the rules.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchVisit, importThroughVite } from './visits.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE_SIZE = 20;
const CHART_DAYS = 14;
/** Typed one key at a time: three-character prefixes are one exact n-gram query, longer ones refine. */
const TERMS = ['asha', 'kumar 1', 'globex'];

async function seed(adapter, uid, total) {
  const now = Date.now();
  const documents = Array.from({ length: total }, (_, index) => {
    const visit = benchVisit(index, total, now, ['']);
    return { path: `companies/${uid}/visitDetails/${visit.id}`, data: adapter.toVisitDocument(visit) };
  });
  const open = documents.filter(({ data }) => data.checkedOut === false);
  await adapter.writeAsOwner([
    ...documents,
    ...open.map(({ path, data }) => ({
      path: `companies/${uid}/openVisitIds/${data.visitID}`,
      data: { visitDocId: path.split('/').at(-1) },
    })),
  ]);
}

async function readsOf(meter, action) {
  meter.reset();
  await action();
  return meter.reset();
}

function nextValue(subscribe) {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    stop = subscribe((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

/** Resolves once `done()` holds, checking after every listener call (`wake`). */
function until(done) {
  return new Promise((resolve) => {
    const check = () => done() && resolve();
    until.wake = check;
    check();
  });
}
until.wake = () => {};

/**
 * What one check-in (with its mails settled, as the desk does once both are recorded) costs another desk
 * of the company, in reads its live listeners pay: the check-in screen's (the newest 20 visits), the
 * check-out screen's (visits on site) and the dashboard header's (reservations, with a re-count of today).
 * Measured as the reads of the check-in with that desk listening, less the same check-in's own reads with
 * nobody listening (both processes' reads go to one meter).
 */
async function costToOtherDesks(adapter, meter, company, days) {
  const desk = adapter.createFirebaseBackend(adapter.emulatorSettings, { appName: 'bench-desk' });
  const other = adapter.createFirebaseBackend(adapter.emulatorSettings, { appName: 'bench-other-desk' });
  await desk.auth.signIn(company.email, company.password);
  await other.auth.signIn(company.email, company.password);
  const checkInAndSettle = async () => {
    const visit = await desk.visits.checkIn(adapter.checkInInput({ at: Date.now() }));
    await desk.visits.settleMails(visit);
    return visit;
  };
  const alone = await readsOf(meter, checkInAndSettle);
  const fail = (error) => console.error(error);
  /** Each listener: how many answers it has given. */
  const listeners = {
    'check-in screen (newest 20 visits)': (next) =>
      other.visits.watchPage({ pageSize: PAGE_SIZE }, next, fail),
    'check-out screen (visits on site)': (next) => other.visits.watchOnSite(next, fail),
    'dashboard header (reservations)': (next) => other.visits.watchStats(days, next, fail),
  };
  const figures = [];
  for (const [what, start] of Object.entries(listeners)) {
    let answers = 0;
    const stop = start(() => {
      answers += 1;
      until.wake();
    });
    await until(() => answers > 0);
    // A first answer may come from what the SDK still holds of the previous listener's documents, the
    // server's a moment later: measured once both are in.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const settled = answers;
    meter.reset();
    await checkInAndSettle();
    await until(() => answers > settled);
    // A later change (the settle), if any, reaches the listener a moment after.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    figures.push([`one check-in, read by another desk's ${what}`, meter.reset() - alone]);
    stop();
  }
  await desk.auth.signOut();
  await other.auth.signOut();
  return figures;
}

async function main() {
  const { values } = parseArgs({ options: { visits: { type: 'string', default: '10000' } } });
  const total = Number(values.visits);
  const adapter = await importThroughVite(ROOT, '/scripts/bench/firestoreAdapter.mjs');
  const meter = adapter.readMeter;
  await adapter.clearEmulators();
  const backend = adapter.createFirebaseBackend(adapter.emulatorSettings, { appName: 'bench' });
  const company = adapter.companyInput();
  await backend.auth.registerCompany(company);
  const { company: profile } = await backend.auth.signIn(company.email, company.password);
  const started = Date.now();
  await seed(adapter, profile.id, total);
  console.log(
    `Seeded ${total.toLocaleString('en-US')} visits in the Firestore emulator in ${(Date.now() - started) / 1000} s`,
  );

  const rows = [];
  const figure = (what, reads, budget = '') => {
    console.log(`  ${what}: ${reads}`);
    rows.push({ what, reads, budget });
  };
  const page = { pageSize: PAGE_SIZE };
  figure(
    'dashboard page view (one-off read)',
    await readsOf(meter, () => backend.visits.page(page)),
    `≤ ${PAGE_SIZE + 2}`,
  );
  figure(
    'dashboard page view (live: first snapshot)',
    await readsOf(meter, () => nextValue((next, fail) => backend.visits.watchPage(page, next, fail))),
    `≤ ${PAGE_SIZE + 2}`,
  );
  for (const term of TERMS) {
    const perKey = [];
    for (let length = 1; length <= term.length; length++) {
      perKey.push(
        await readsOf(meter, () => backend.visits.page({ ...page, search: term.slice(0, length) })),
      );
    }
    figure(`search "${term}", reads per keystroke`, perKey.join(' / '));
  }
  const days = adapter.lastSiteDays(Date.now(), CHART_DAYS, 'UTC');
  figure(
    `header stats, first load (${CHART_DAYS} days)`,
    await readsOf(meter, () => backend.visits.stats(days)),
  );
  // A live header: its refresh after a check-in, apart from the check-in's own reads.
  const updates = [];
  let wake = () => {};
  const stop = backend.visits.watchStats(
    days,
    (stats) => {
      updates.push(stats);
      wake();
    },
    (error) => console.error(error),
  );
  const update = (count) =>
    new Promise((resolve) => {
      wake = () => updates.length >= count && resolve();
      wake();
    });
  await update(1);
  meter.reset();
  await backend.visits.checkIn(adapter.checkInInput({ at: Date.now() }));
  const checkInReads = meter.reset();
  await update(2);
  const refreshReads = meter.reset();
  stop();
  figure('Check In (transaction reads)', checkInReads);
  figure('header stats refresh after a change (live)', refreshReads);
  for (const [what, reads] of await costToOtherDesks(adapter, meter, company, days)) figure(what, reads);

  console.log(`\nFirestore documents read, ${total.toLocaleString('en-US')} visits, page size ${PAGE_SIZE}`);
  console.table(rows);
  await backend.auth.signOut();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
