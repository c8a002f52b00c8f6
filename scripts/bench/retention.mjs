#!/usr/bin/env node
// npm run bench:retention: what the retention period costs, backend.privacy.applyRetention run once over a
// history of old visits, in local mode (real Chromium, IndexedDB on disk) and on the Firestore emulator. A
// script, not a test: it prints figures and exits 0 whatever they are.
//
//   npm run bench:retention                            local mode at 100,000 visits, then Firestore at
//                                                      10,000 and 20,000, extrapolated to 100,000
//   npm run bench:retention -- --visits 10000          another size, for both; several (10000,20000) run
//                                                      one by one
//   npm run bench:retention -- --firestore-visits 5000 the Firestore sizes alone
//   npm run bench:retention -- --local-only            local mode only
//   npm run bench:retention -- --firestore-only        the Firestore emulator only
//   npm run bench:retention -- --extrapolate 100000    the Firestore time at that size, extrapolated from the
//                                                      two largest measured sizes (by default the largest
//                                                      local size, when Firestore measured less)
//   npm run bench:retention -- --timeout 60            minutes to wait for the local run (default 60)
//   npm run bench:retention -- --batch 20000           visits per seeding transaction (local; default 10,000)
//   CHROME_PATH=/path/to/chromium npm run bench:retention
//
// Local mode, the product's own path: build and serve the app (serve.mjs), register a company in a fresh
// on-disk profile and seed N visits with the app's row builder (seed.mjs; a minute apart, ending now, the
// newest 50 still open), restart the browser, then in Settings save "Keep visitors’ personal data for
// (days)" = 1: a shorter period is counted (retentionPreview, its time logged), then applied at once after
// "Apply and save" (RetentionForm → applyRetention). The app's own link leads to Privacy requests, whose
// log shows the run's "Retention period" row once it is done. Timed from the Apply click until that row
// is shown; the run itself starts at the log entry's `at`. While it goes on,
// the visit rows without an email (the anonymised ones) are counted in the app's page every 15 s: when
// they were all done says how the run divides between anonymising and the rest. One day keeps the newest
// ~1,440 visits (a minute apart) and the open ones, so fewer than N are anonymised: the count is the one
// the app logged, checked against the visit rows read back from IndexedDB. (Saving the period is the way
// to start a run: the desk's own run at opening happens at most once a day, and the company's first
// sign-in has made it.)
//
// Firestore: N closed visits seeded as the emulator's owner (the visit documents the adapter writes), a
// company signed in through the app's adapter (firestoreAdapter.mjs, loaded through Vite), then
// applyRetention(now, now), timed. What it wrote is read back as the owner: visits with `anonymisedAt`, the
// log entry and the retention state. A write batch commits at one time, so the batches are the distinct
// update times of the anonymised visits, and the commit times also say when the last batch went, before
// the per-email check of the visitor register and the final writes. Runs against emulators already
// answering on FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:8080 / :9099), else inside
// scripts/emulators.mjs. Its documents live in a Firestore project of their own (demo-frontdesk-retention,
// firestore.rules loaded into it by this script), emptied first: the run neither clears nor is cleared by
// tests sharing the emulators. (The Auth emulator keeps a single project: the bench's account is one more.)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createProfileDir, launchProfile, removeProfileDir } from './browser.mjs';
import { makePhotos, seedVisits } from './seed.mjs';
import { serveApp } from './serve.mjs';
import { ensureSignedIn, registerAndSignIn, tenantOf } from './session.mjs';
import { benchVisit, importThroughVite, loadRowBuilder, OPEN_VISITS, visitStoreName } from './visits.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const log = (message) => console.log(message);
const DB_NAME = 'frontdesk';
const LOG_STORE = 'privacyLog';
const RETENTION_DAYS = 1;
/** How often the anonymised rows are counted while the desk's run goes on (local mode). */
const PROBE_MS = 15_000;
/** The Firestore project the bench's documents live in, apart from the tests' demo-frontdesk. */
const FIRESTORE_PROJECT = 'demo-frontdesk-retention';
/** Visit documents per owner commit while seeding, and built at a time. */
const SEED_CHUNK = 5_000;
/** The adapter's writes per batch (PRIVACY_WRITES_PER_BATCH in src/backend/firebase/firebasePrivacy.ts). */
const WRITES_PER_BATCH = 400;
/** What to remove if the bench is interrupted: the build, the server, the profiles. */
const cleanups = new Set();

const count = (number) => number.toLocaleString('en-US');
const seconds = (ms) => Math.round(ms / 100) / 10;
const loadAverage = () => Math.round(loadavg()[1] * 10) / 10;

function options() {
  const { values } = parseArgs({
    options: {
      visits: { type: 'string', default: '100000' },
      batch: { type: 'string', default: '10000' },
      'firestore-visits': { type: 'string' },
      extrapolate: { type: 'string' },
      timeout: { type: 'string', default: '60' },
      'local-only': { type: 'boolean', default: false },
      'firestore-only': { type: 'boolean', default: false },
      // Internal: the Firestore part's results as JSON, when it runs inside scripts/emulators.mjs.
      'json-out': { type: 'string' },
    },
  });
  const positive = (text, name) => {
    const number = Number(text.trim().replace(/_/g, ''));
    if (Number.isInteger(number) && number > 0) return number;
    throw new Error(`--${name}: not a positive integer: ${text}`);
  };
  if (values['local-only'] && values['firestore-only'])
    throw new Error('--local-only and --firestore-only: choose one');
  const sizes = (text, name) =>
    [...new Set(text.split(',').map((each) => positive(each, name)))].sort((a, b) => a - b);
  const visits = sizes(values.visits, 'visits');
  // Smaller sizes unless asked, as `npm run bench -- --firestore` does: the emulator has no indexes, and the
  // run's per-email queries there take longer the more visits there are, so 100,000 would take hours.
  const firestoreVisits = values['firestore-visits']
    ? sizes(values['firestore-visits'], 'firestore-visits')
    : values.visits === '100000'
      ? [10_000, 20_000]
      : visits;
  const largest = visits.at(-1);
  const extrapolate =
    values.extrapolate !== undefined
      ? positive(values.extrapolate, 'extrapolate')
      : largest > firestoreVisits.at(-1)
        ? largest
        : null;
  return {
    visits,
    firestoreVisits,
    batch: positive(values.batch, 'batch'),
    timeout: positive(values.timeout, 'timeout'),
    extrapolate,
    local: !values['firestore-only'],
    firestore: !values['local-only'],
    jsonOut: values['json-out'] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Local mode

/** Runs in the page: the retention log entries and the visit rows of `tenant`, read back from IndexedDB. */
async function readBack({ dbName, visitStore, logStore, tenant }) {
  const db = await new Promise((done, fail) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => done(request.result);
    request.onerror = () => fail(request.error);
  });
  const tally = { anonymised: 0, closedKept: 0, open: 0 };
  const entries = [];
  try {
    await new Promise((done, fail) => {
      const tx = db.transaction([visitStore, logStore], 'readonly');
      tx.oncomplete = done;
      tx.onerror = () => fail(tx.error);
      tx.objectStore(visitStore).openCursor().onsuccess = (event) => {
        const cursor = event.target.result;
        if (!cursor) return;
        const row = cursor.value;
        if (row.tenant === tenant) {
          if (row.anonymisedAt !== undefined) tally.anonymised++;
          else if (row.checkedOut) tally.closedKept++;
          else tally.open++;
        }
        cursor.continue();
      };
      tx.objectStore(logStore).getAll().onsuccess = (event) => {
        for (const row of event.target.result)
          if (row.tenant === tenant && row.kind === 'retention')
            entries.push({ at: row.at, counts: row.counts });
      };
    });
  } finally {
    db.close();
  }
  return { ...tally, entries: entries.sort((a, b) => a.at - b.at) };
}

/**
 * Runs in the app's page while the run goes on: how many of `tenant`'s visit rows have lost their email so
 * far (the anonymised ones: every seeded visit has one), counted in one readonly transaction on the index
 * of [tenant, visitorEmail] (or of visitorEmail alone). Null when the store has neither.
 */
async function anonymisedSoFar({ dbName, visitStore, tenant }) {
  const db = await new Promise((done, fail) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => done(request.result);
    request.onerror = () => fail(request.error);
  });
  try {
    const store = db.transaction(visitStore, 'readonly').objectStore(visitStore);
    const indexes = [...store.indexNames].map((name) => store.index(name));
    const path = (index) => [index.keyPath].flat().join('+');
    const compound = indexes.find((index) => path(index) === 'tenant+visitorEmail');
    const single = indexes.find((index) => path(index) === 'visitorEmail');
    const index = compound ?? single;
    if (!index) return null;
    return await new Promise((done, fail) => {
      const request = index.count(IDBKeyRange.only(compound ? [tenant, ''] : ''));
      request.onsuccess = () => done(request.result);
      request.onerror = () => fail(request.error);
    });
  } finally {
    db.close();
  }
}

/**
 * Waits for the log row, sampling the anonymised rows every PROBE_MS in the app's own page (a second tab
 * would hide it, and a hidden page is throttled). Returns when the row showed (null: not within
 * `timeoutMs`) and the samples, in ms since `started`.
 */
async function waitForRun({ page, row, started, timeoutMs, probe }) {
  const samples = [];
  for (;;) {
    const left = started + timeoutMs - Date.now();
    if (left <= 0) return { shown: null, samples };
    try {
      await row.first().waitFor({ timeout: Math.min(PROBE_MS, left) });
      return { shown: Date.now(), samples };
    } catch (error) {
      if (error.name !== 'TimeoutError') throw error;
    }
    const anonymised = await page.evaluate(anonymisedSoFar, probe);
    if (anonymised !== null) samples.push({ ms: Date.now() - started, anonymised });
  }
}

/** When the sampled count first reached `final` (ms since the start), or null. */
const reachedAt = (samples, final) => samples.find((sample) => sample.anonymised >= final)?.ms ?? null;

/** One size in a fresh on-disk profile: seed, restart, save a shorter period, time the run it starts. */
async function localRetention({ base, builder, visits, batch, timeoutMinutes }) {
  const userDataDir = createProfileDir(`retention-${visits}`);
  const removeProfile = () => removeProfileDir(userDataDir);
  cleanups.add(removeProfile);
  let browser = null;
  try {
    browser = await launchProfile(userDataDir);
    const credentials = await registerAndSignIn(browser.page, base);
    const tenant = await tenantOf(browser.page);
    const photos = await makePhotos(browser.page);
    log(`Local mode, ${count(visits)} visits: seeding…`);
    const seedSeconds = await seedVisits(browser.page, {
      ...builder,
      tenant,
      photos,
      total: visits,
      batchSize: batch,
      log,
    });
    log(`  seeded in ${seedSeconds} s (load average ${loadAverage()})`);
    // A desk opens its browser on data written long ago: no seeding leftovers in the measured browser.
    await browser.context.close();
    browser = await launchProfile(userDataDir);
    const { page } = browser;
    if (await ensureSignedIn(page, base, credentials)) log('  the session did not survive the restart');

    // Settings → Data retention: a shorter period is applied at once (RetentionForm); its run is logged on
    // Privacy requests, reached through the app's own link so that the run goes on.
    await page.goto(`${base}/settings`);
    const field = page.getByLabel('Keep visitors’ personal data for (days)', { exact: true });
    await field.waitFor({ timeout: 60_000 });
    await field.fill(String(RETENTION_DAYS));
    const visitStore = visitStoreName(builder.buildRows, tenant, photos);
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Retention period' })
      .filter({ hasText: /\d+ visits? anonymised/ });
    log(`  saving a retention period of ${RETENTION_DAYS} day…`);
    // The form first counts what the shorter period would change and asks: timed from the answer.
    const counting = Date.now();
    await page.getByRole('button', { name: 'Save retention', exact: true }).click();
    const apply = page.getByRole('alertdialog').getByRole('button', { name: 'Apply and save', exact: true });
    await apply.waitFor({ timeout: timeoutMinutes * 60_000 });
    log(`  the form counted what it would change in ${((Date.now() - counting) / 1000).toFixed(1)} s`);
    const started = Date.now();
    await apply.click();
    await page
      .getByText(`Saved: visits older than ${RETENTION_DAYS} days are anonymised`, { exact: false })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Privacy requests', exact: true }).first().click();
    const { shown, samples } = await waitForRun({
      page,
      row,
      started,
      timeoutMs: timeoutMinutes * 60_000,
      probe: { dbName: DB_NAME, visitStore, tenant },
    });
    const load = loadAverage();
    if (shown === null) {
      const last = samples.at(-1)?.anonymised ?? null;
      const at = last === null ? null : reachedAt(samples, last);
      const result = {
        visits,
        seedSeconds,
        finished: false,
        timeoutMinutes,
        anonymised: last,
        anonymisedBySeconds: at === null ? null : seconds(at),
        loadAverage: load,
      };
      log(
        `  NOT FINISHED within ${timeoutMinutes} min (load average ${load})` +
          (last === null
            ? ''
            : `: ${count(last)} visits anonymised, all of them by ${result.anonymisedBySeconds} s after ` +
              'saving; the run was still going (no log entry yet)'),
      );
      return result;
    }
    const text = await row.first().textContent();
    const logged = Number(/(\d+) visits? anonymised/.exec(text)[1]);
    const back = await page.evaluate(readBack, { dbName: DB_NAME, visitStore, logStore: LOG_STORE, tenant });
    const entry = back.entries.findLast((each) => each.counts.visits > 0);
    if (!entry) throw new Error('no retention log entry with visits anonymised in IndexedDB');
    if (entry.counts.visits !== logged || back.anonymised !== logged) {
      log(
        `  mismatch: the screen says ${logged}, the entry ${entry.counts.visits}, ` +
          `rows read back ${back.anonymised}`,
      );
    }
    const anonymisedBy = reachedAt(samples, logged);
    const result = {
      visits,
      seedSeconds,
      finished: true,
      anonymised: logged,
      readBack: { anonymised: back.anonymised, closedKept: back.closedKept, open: back.open },
      saveToRowSeconds: seconds(shown - started),
      runToRowSeconds: seconds(shown - entry.at),
      saveToRunSeconds: seconds(entry.at - started),
      anonymisedBySeconds: anonymisedBy === null ? null : seconds(anonymisedBy),
      loadAverage: load,
    };
    log(
      `  ${count(logged)} visits anonymised; Save → log row ${result.saveToRowSeconds} s ` +
        `(Save → run start ${result.saveToRunSeconds} s, run start → row ${result.runToRowSeconds} s; ` +
        `load average ${load})`,
    );
    if (anonymisedBy !== null)
      log(
        `  every visit anonymised by ${result.anonymisedBySeconds} s after Save ` +
          `(sampled every ${PROBE_MS / 1000} s)`,
      );
    log(
      `  read back: ${count(back.anonymised)} anonymised, ${count(back.closedKept)} closed visits kept ` +
        `(within ${RETENTION_DAYS} day), ${count(back.open)} open`,
    );
    return result;
  } finally {
    await browser?.context.close().catch(() => {});
    removeProfile();
    cleanups.delete(removeProfile);
  }
}

async function localPart(settings) {
  log('Building and serving the app…');
  const server = await serveApp(ROOT);
  cleanups.add(server.stop);
  try {
    const builder = await loadRowBuilder(ROOT);
    const results = [];
    for (const visits of settings.visits) {
      results.push(
        await localRetention({
          base: server.base,
          builder,
          visits,
          batch: settings.batch,
          timeoutMinutes: settings.timeout,
        }),
      );
    }
    return results;
  } finally {
    server.stop();
    cleanups.delete(server.stop);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Firestore emulator

/** The emulator's REST API as its owner (past the rules), in the bench's own project. */
function ownerApi(firestoreHost, project, toRestValue) {
  const root = `projects/${project}/databases/(default)/documents`;
  const url = (path) => `http://${firestoreHost}/v1/${root}${path}`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  const ok = async (response, what) => {
    if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    async loadRules() {
      const content = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
      await ok(
        await fetch(`http://${firestoreHost}/emulator/v1/projects/${project}:securityRules`, {
          method: 'PUT',
          body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
        }),
        'loading firestore.rules',
      );
    },
    async clear() {
      await ok(
        await fetch(`http://${firestoreHost}/emulator/v1/${root}`, { method: 'DELETE' }),
        'emptying the project',
      );
    },
    /** Writes documents, 500 to a commit, as writeAsOwner (tests/firebase/emulators.ts) does. */
    async write(documents) {
      for (let start = 0; start < documents.length; start += 500) {
        const writes = documents.slice(start, start + 500).map(({ path, data }) => ({
          update: { name: `${root}/${path}`, fields: toRestValue(data).mapValue.fields },
        }));
        await ok(
          await fetch(url(':commit'), { method: 'POST', headers, body: JSON.stringify({ writes }) }),
          'owner commit',
        );
      }
    },
    /** Every document of a collection: its name, the fields in `mask` and its update time. */
    async list(collection, mask) {
      const documents = [];
      let pageToken = '';
      do {
        const query = new URLSearchParams({ pageSize: '5000' });
        for (const field of mask) query.append('mask.fieldPaths', field);
        if (pageToken) query.set('pageToken', pageToken);
        const page = await ok(await fetch(url(`/${collection}?${query}`), { headers }), 'listing');
        documents.push(...(page.documents ?? []));
        pageToken = page.nextPageToken ?? '';
      } while (pageToken);
      return documents;
    },
    async get(path) {
      const response = await fetch(url(`/${path}`), { headers });
      return response.status === 404 ? null : ok(response, 'reading');
    },
  };
}

/** N closed visits, oldest first, a minute apart, ending a minute before now, as the adapter stores them. */
async function seedFirestore(adapter, owner, uid, total) {
  const now = Date.now();
  // benchVisit leaves the newest OPEN_VISITS open: a history that many longer, without them.
  const span = total + OPEN_VISITS;
  for (let start = 0; start < total; start += SEED_CHUNK) {
    const end = Math.min(total, start + SEED_CHUNK);
    const documents = [];
    for (let index = start; index < end; index++) {
      const visit = benchVisit(index, span, now, ['']);
      if (!visit.checkedOut) throw new Error(`bench visit ${index} is open`);
      documents.push({
        path: `companies/${uid}/visitDetails/${visit.id}`,
        data: adapter.toVisitDocument(visit),
      });
    }
    await owner.write(documents);
    if (total >= 50_000 && end % 25_000 === 0 && end < total) log(`  seeding: ${count(end)} written`);
  }
}

async function firestoreRetention(adapter, owner, visits) {
  await owner.clear();
  const backend = adapter.createFirebaseBackend(
    { ...adapter.emulatorSettings, projectId: FIRESTORE_PROJECT },
    { appName: `bench-retention-${visits}` },
  );
  const company = adapter.companyInput();
  await backend.auth.registerCompany(company);
  const { company: profile } = await backend.auth.signIn(company.email, company.password);
  const uid = profile.id;
  log(`Firestore emulator, ${count(visits)} visits: seeding…`);
  const seeding = Date.now();
  await seedFirestore(adapter, owner, uid, visits);
  log(`  seeded in ${seconds(Date.now() - seeding)} s`);

  const at = Date.now();
  const started = performance.now();
  const entry = await backend.privacy.applyRetention(at, at);
  const runSeconds = seconds(performance.now() - started);
  const load = loadAverage();
  log(`  applyRetention took ${runSeconds} s (load average ${load}); reading back…`);

  const tenantPath = `companies/${uid}`;
  const docs = await owner.list(`${tenantPath}/visitDetails`, ['anonymisedAt']);
  const anonymised = docs.filter((doc) => doc.fields?.anonymisedAt !== undefined);
  const commits = [...new Set(anonymised.map((doc) => doc.updateTime))].map(Date.parse).sort((a, b) => a - b);
  const batches = commits.length;
  const logDocs = await owner.list(`${tenantPath}/privacyLog`, ['kind']);
  const logEntries = logDocs.length;
  const state = await owner.get(`${tenantPath}/privacyState/retention`);
  // The phases, from the emulator's commit times (same machine clock): the visits' batches, then the
  // per-email check of the visitor register, then the retention state and the log entry.
  const sinceStart = (time) => (Number.isNaN(time) ? null : seconds(time - at));
  const phases = {
    firstBatchSeconds: commits.length ? sinceStart(commits[0]) : null,
    lastBatchSeconds: commits.length ? sinceStart(commits.at(-1)) : null,
    stateWrittenSeconds: state ? sinceStart(Date.parse(state.updateTime)) : null,
    logWrittenSeconds: logDocs.length ? sinceStart(Date.parse(logDocs.at(-1).updateTime)) : null,
  };
  const others = Object.entries(entry.counts).filter(([kind, n]) => kind !== 'visits' && n > 0);
  if (others.length > 0) log(`  also changed: ${others.map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
  const written = anonymised.length + logEntries + (state ? 1 : 0);
  const result = {
    visits,
    seeded: docs.length,
    anonymised: entry.counts.visits,
    anonymisedReadBack: anonymised.length,
    documentsWritten: written,
    batches,
    batchesExpected: Math.ceil(entry.counts.visits / WRITES_PER_BATCH),
    singleWrites: logEntries + (state ? 1 : 0),
    runSeconds,
    phases,
    loadAverage: load,
  };
  log(
    `  ${count(result.anonymised)} visits anonymised ` +
      `(read back ${count(anonymised.length)} of ${count(docs.length)}); ` +
      `${count(written)} documents written: the visits in ${batches} batches ` +
      `(⌈${count(entry.counts.visits)} / ${WRITES_PER_BATCH}⌉ = ${result.batchesExpected}), ` +
      `then ${result.singleWrites} single writes (retention state, log entry)`,
  );
  log(
    `  phases (s after the call, commit times): first batch ${phases.firstBatchSeconds}, last batch ` +
      `${phases.lastBatchSeconds}, retention state ${phases.stateWrittenSeconds}, ` +
      `log entry ${phases.logWrittenSeconds}`,
  );
  await backend.auth.signOut();
  return result;
}

async function firestoreHere(settings) {
  const adapter = await importThroughVite(ROOT, '/scripts/bench/firestoreAdapter.mjs');
  const { toRestValue } = await importThroughVite(ROOT, '/tests/firebase/emulators.ts');
  const { firestoreEmulatorHost, firestoreEmulatorPort } = adapter.emulatorSettings;
  const owner = ownerApi(`${firestoreEmulatorHost}:${firestoreEmulatorPort}`, FIRESTORE_PROJECT, toRestValue);
  await owner.loadRules();
  const results = [];
  try {
    for (const visits of settings.firestoreVisits)
      results.push(await firestoreRetention(adapter, owner, visits));
  } finally {
    await owner.clear().catch(() => {});
  }
  return results;
}

async function answers(hostPort) {
  try {
    await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Here when both emulators answer; otherwise this script again, inside scripts/emulators.mjs. */
async function firestorePart(settings) {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  if ((await answers(firestore)) && (await answers(auth))) return firestoreHere(settings);
  log('No emulators answering: starting them with scripts/emulators.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-bench-retention-'));
  const out = join(dir, 'firestore.json');
  const args = [
    '--firestore-only',
    '--firestore-visits',
    settings.firestoreVisits.join(','),
    '--json-out',
    out,
  ];
  const code = await new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['scripts/emulators.mjs', '--', 'node', 'scripts/bench/retention.mjs', ...args],
      { cwd: ROOT, stdio: 'inherit' },
    );
    child.on('exit', (exitCode) => done(exitCode ?? 1));
  });
  try {
    if (code !== 0) throw new Error(`the Firestore part failed (exit code ${code})`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Report

function printTable(local, firestore, settings) {
  const rows = [];
  for (const result of local ?? []) {
    rows.push({
      backend: 'local (Chromium, IndexedDB on disk)',
      'visits seeded': count(result.visits),
      'visits anonymised': result.anonymised === null ? '?' : count(result.anonymised),
      'documents written': '—',
      batches: '—',
      'wall time (s)': result.finished
        ? `${result.saveToRowSeconds} (run ${result.runToRowSeconds})`
        : `> ${result.timeoutMinutes * 60}: not finished`,
      'visits done by (s)': result.anonymisedBySeconds === null ? '?' : `≤ ${result.anonymisedBySeconds}`,
      load: result.loadAverage,
    });
  }
  for (const result of firestore ?? []) {
    rows.push({
      backend: 'Firestore emulator',
      'visits seeded': count(result.seeded),
      'visits anonymised': count(result.anonymised),
      'documents written': count(result.documentsWritten),
      batches: `${count(result.batches)} + ${result.singleWrites} single`,
      'wall time (s)': String(result.runSeconds),
      'visits done by (s)': String(result.phases.lastBatchSeconds ?? '?'),
      load: result.loadAverage,
    });
  }
  log(`\nRetention, one applyRetention run (local: a ${RETENTION_DAYS}-day period; Firestore: cutoff = now)`);
  console.table(rows);
  if (local?.length) {
    log(
      'Local wall time: from the Apply click until the log row shows the visits anonymised; "run": from ' +
        "the run's start (the log entry's time) to that row. Visits within the period " +
        `(the newest ~${count(RETENTION_DAYS * 24 * 60)}, a minute apart) ` +
        `and the ${OPEN_VISITS} open ones are kept. ` +
        '"Visits done by": when the count of rows without an email (sampled every ' +
        `${PROBE_MS / 1000} s in the app's page) first reached the final count, after Save; the rest of ` +
        'the run is the per-email check of the visitor register and the other kinds of record.',
    );
  }
  if (firestore?.length) {
    log(
      'Firestore: N closed visits seeded; documents written = visits with anonymisedAt read back + the log ' +
        'entry + the retention state; batches = distinct commit times of the anonymised visits; ' +
        '"visits done by": the last batch\'s commit, after the call; the rest is the per-email check ' +
        'of the visitor register and the other kinds of record.',
    );
  }
  const measured = (firestore ?? []).filter((result) => result.anonymised > 0);
  if (settings.extrapolate && measured.length >= 2) {
    const [a, b] = measured.slice(-2);
    const target = settings.extrapolate;
    const perVisit = (b.runSeconds - a.runSeconds) / (b.anonymised - a.anonymised);
    const linear = b.runSeconds + perVisit * (target - b.anonymised);
    // How the time grew between the two sizes: time ∝ visits^growth (1: linear).
    const growth = Math.log(b.runSeconds / a.runSeconds) / Math.log(b.anonymised / a.anonymised);
    const power = b.runSeconds * (target / b.anonymised) ** growth;
    log(
      `Firestore at ${count(target)} visits, EXTRAPOLATED from the measured ${count(a.anonymised)} and ` +
        `${count(b.anonymised)} (not measured): linearly ~${Math.round(linear)} s; the time grew as ` +
        `visits^${growth.toFixed(2)} between them, which gives ~${Math.round(power)} s. ` +
        `Writes follow from the adapter: ${count(target + 2)} documents, ` +
        `${count(Math.ceil(target / WRITES_PER_BATCH))} batches + 2 single writes.`,
    );
  }
}

async function main(settings) {
  const stopOnSignal = (signal) => {
    for (const cleanup of cleanups) cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  if (settings.jsonOut) {
    writeFileSync(settings.jsonOut, JSON.stringify(await firestoreHere(settings)));
    return;
  }
  const local = settings.local ? await localPart(settings) : null;
  const firestore = settings.firestore ? await firestorePart(settings) : null;
  printTable(local, firestore, settings);
}

let settings;
try {
  settings = options();
} catch (error) {
  console.error(
    `${error.message}\nUsage: npm run bench:retention -- [--visits 100000] ` +
      '[--local-only | --firestore-only] ' +
      '[--firestore-visits 10000,20000] [--extrapolate N] [--timeout 60] [--batch 10000]',
  );
  process.exit(2);
}
main(settings).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
