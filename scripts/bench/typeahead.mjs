#!/usr/bin/env node
// npm run bench:typeahead: the desk's "Who's visiting?" type-ahead over a large register, in Chromium's own
// IndexedDB on a profile on disk. A script, not a test: it prints figures beside the dashboard search's
// keystroke budget and exits 0 whatever they are.
//
//   npm run bench:typeahead                        100,000 register entries, 3 rounds of each search
//   npm run bench:typeahead -- --visitors 20000 --runs 5
//
// Steps: build and serve the app (serve.mjs); register a company and sign in; write the register in bulk,
// each row as the local adapter stores it (its search keys from the app's own visitorSearch.ts, loaded
// through Vite); restart the browser on the same profile; then type each search into the main page's
// field one key at a time, timing each key from the input event until the list answers it (every option
// matches what is typed, or the page says nobody does) and one frame has painted.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createProfileDir, launchProfile, removeProfileDir } from './browser.mjs';
import { registerAndSignIn, ensureSignedIn, tenantOf } from './session.mjs';
import { DB_NAME } from './seed.mjs';
import { serveApp } from './serve.mjs';
import { FIGURES, median, percentile } from './summary.mjs';
import { FIRST, LAST, importThroughVite } from './visits.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** What a receptionist types: first names, a surname, an email's start, a mobile number's start. */
const SEARCHES = ['ash', 'kabir', 'meera n', 'gupta', 'ravi.k', '98450'];
const BATCH = 10_000;
const log = (message) => console.log(message);

const { values } = parseArgs({
  options: { visitors: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } },
});
const total = Number(values.visitors.replace(/_/g, ''));
const runs = Number(values.runs);

/** The nth visitor of the bench's register: names from fixed lists, unique emails and mobiles. */
function benchVisitor(index) {
  const first = FIRST[index % FIRST.length];
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length];
  return {
    visitorName: `${first} ${last} ${index}`,
    visitorEmail: `${first}.${last}.${index}@example.com`.toLowerCase(),
    visitorMobile: `98${String(index).padStart(8, '0')}`,
  };
}

/** Runs in the page: one readwrite transaction of register rows. */
async function writeRows({ rows, dbName }) {
  const db = await new Promise((done, fail) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => done(request.result);
    request.onerror = () => fail(request.error);
  });
  const tx = db.transaction(['visitors'], 'readwrite', { durability: 'relaxed' });
  const store = tx.objectStore('visitors');
  for (const row of rows) store.put(row);
  await new Promise((done, fail) => {
    tx.oncomplete = done;
    tx.onabort = () => fail(tx.error);
  });
  db.close();
}

/** Runs in the page: types `text` into the focused field a key at a time; each key's time to an answer. */
async function typeAndTime({ text, timeoutMs }) {
  const field = document.querySelector('[role=combobox]');
  const fold = (value) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const answers = (typed) => {
    const words = fold(typed).split(/\s+/).filter(Boolean);
    if ((words[0] ?? '').length < 2) return true;
    if (document.body.textContent.includes(`Nobody in the register matches “${typed}”.`)) return true;
    const options = [...document.querySelectorAll('[role=option]')];
    // An option shows the name and email; a number typed matches the mobile, which it does not show.
    const shows = (option, word) => /^\d+$/.test(word) || fold(option.textContent).includes(word);
    return options.length > 0 && options.every((option) => words.every((word) => shows(option, word)));
  };
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const times = [];
  field.focus();
  setValue.call(field, '');
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((done) => setTimeout(done, 50));
  for (let length = 1; length <= text.length; length++) {
    const typed = text.slice(0, length);
    const start = performance.now();
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((done, fail) => {
      const check = () => {
        if (answers(typed)) return done();
        if (performance.now() - start > timeoutMs) return fail(new Error(`no answer to “${typed}”`));
        requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((done) => requestAnimationFrame(() => done()));
    if (typed.trim().length >= 2) times.push(performance.now() - start);
  }
  return times;
}

async function main() {
  const server = await serveApp(ROOT);
  const profile = createProfileDir('typeahead');
  try {
    const search = await importThroughVite(ROOT, '/src/lib/visitorSearch.ts');
    let { context, page } = await launchProfile(profile);
    const credentials = await registerAndSignIn(page, server.base);
    const tenant = await tenantOf(page);
    const started = Date.now();
    for (let start = 0; start < total; start += BATCH) {
      const rows = [];
      for (let index = start; index < Math.min(total, start + BATCH); index++) {
        const contact = benchVisitor(index);
        rows.push({
          ...contact,
          id: `bench-visitor-${index}`,
          tenant,
          visitorEmailLower: contact.visitorEmail,
          imageUrl: '',
          captureImage: false,
          isImageCaptured: false,
          searchKeys: search.visitorSearchKeys(contact).map((key) => `${tenant}\u001f${key}`),
        });
      }
      await page.evaluate(writeRows, { rows, dbName: DB_NAME });
    }
    console.log(
      `register: ${total.toLocaleString('en-US')} visitors written in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    await context.close();
    ({ context, page } = await launchProfile(profile));
    await ensureSignedIn(page, server.base, credentials);
    await page.getByRole('combobox', { name: /Who’s visiting/ }).waitFor();
    // The first round reads the index from disk (a cold start); the later rounds are the desk's day.
    const rounds = [];
    for (let run = 0; run < runs; run++) {
      const times = [];
      for (const text of SEARCHES) {
        const keys = await page.evaluate(typeAndTime, { text, timeoutMs: 30_000 });
        // BENCH_DEBUG=1: each search's keystrokes, to see which is slow.
        if (process.env.BENCH_DEBUG) log(`  ${text}: ${keys.map((ms) => Math.round(ms)).join(' ')} ms`);
        times.push(...keys);
      }
      rounds.push(times);
    }
    const budget = FIGURES.find((figure) => figure.id === 'keystrokeP95Ms')?.max ?? null;
    const report = (label, times) =>
      console.log(
        `  ${label}: ${times.length} keystrokes, p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );
    console.log(`type-ahead at ${total.toLocaleString('en-US')} register entries:`);
    report('first round, cold', rounds[0]);
    if (rounds.length > 1) report('later rounds', rounds.slice(1).flat());
    if (budget !== null) console.log(`  the dashboard search's keystroke budget: p95 ≤ ${budget} ms`);
    await context.close();
  } finally {
    removeProfileDir(profile);
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
