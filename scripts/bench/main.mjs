#!/usr/bin/env node
// npm run bench: the performance budgets (docs/ARCHITECTURE.md, "Performance budgets"), measured. A script, not a test: it prints
// figures with PASS/FAIL next to their budgets and exits 0 whatever they are.
//
//   npm run bench                                   10,000 and 100,000 visits, and Lighthouse
//   npm run bench -- --visits 1000000               one size
//   npm run bench -- --visits 10000,100000,1000000  several sizes; growth is largest / smallest
//   npm run bench -- --no-lighthouse                skip Lighthouse (landing JS is still measured)
//   npm run bench -- --runs 3                       runs per median (default 5)
//   npm run bench -- --batch 20000                  visits per seeding transaction (default 10,000)
//   npm run bench -- --firestore                    Firestore documents read instead, on the emulators
//                                                   (10,000 visits, or the first --visits size; firestore.mjs)
//   CHROME_PATH=/path/to/chromium npm run bench     another Chromium (default /usr/bin/chromium)
//
// Steps: build the app into a temp dir and serve it with `vite preview` (serve.mjs); measure landing JS
// and run Lighthouse once on the public pages (lighthouse.mjs); then for each size, in a fresh on-disk
// browser profile (browser.mjs): register and sign in, seed the visits in bulk with the app's own row
// builder (visits.mjs, seed.mjs), weigh IndexedDB on disk, restart the browser on the same profile and
// measure (size.mjs, measure.mjs, search.mjs); the naive design runs at the largest size only. Tables
// are printed and written to bench-results/latest.json (summary.mjs, report.mjs). Profiles and the
// build are removed at the end, also on Ctrl-C.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { landingJs, lighthouseScores } from './lighthouse.mjs';
import { printReport, writeReport } from './report.mjs';
import { serveApp } from './serve.mjs';
import { measureSize } from './size.mjs';
import { summarise } from './summary.mjs';
import { loadRowBuilder } from './visits.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const log = (message) => console.log(message);
/** What to remove if the bench is interrupted: the build, the server, the profiles. */
const cleanups = new Set();

function options() {
  const { values } = parseArgs({
    options: {
      visits: { type: 'string', default: '10000,100000' },
      runs: { type: 'string', default: '5' },
      batch: { type: 'string', default: '10000' },
      'no-lighthouse': { type: 'boolean', default: false },
      firestore: { type: 'boolean', default: false },
    },
  });
  const positive = (text, name) => {
    const number = Number(text.replace(/_/g, ''));
    if (Number.isInteger(number) && number > 0) return number;
    throw new Error(`--${name}: not a positive integer: ${text}`);
  };
  const visits = values.visits.split(',').map((each) => positive(each.trim(), 'visits'));
  return {
    visits: [...new Set(visits)].sort((a, b) => a - b),
    runs: positive(values.runs, 'runs'),
    batch: positive(values.batch, 'batch'),
    lighthouse: !values['no-lighthouse'],
    firestore: values.firestore,
    visitsGiven: values.visits !== '10000,100000',
  };
}

async function main(settings) {
  log(
    `Building and serving the app; sizes ${settings.visits.map((n) => n.toLocaleString('en-US')).join(', ')}`,
  );
  const server = await serveApp(ROOT);
  cleanups.add(server.stop);
  const stopOnSignal = (signal) => {
    for (const cleanup of cleanups) cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const builder = await loadRowBuilder(ROOT);
    const landing = await landingJs(server.base);
    const lighthouse = settings.lighthouse ? await lighthouseScores(server.base, undefined, log) : null;
    const sizes = [];
    const { runs, batch } = settings;
    for (const visits of settings.visits) {
      const naive = visits === settings.visits[settings.visits.length - 1];
      sizes.push(
        await measureSize({ base: server.base, builder, visits, runs, batch, naive, cleanups, log }),
      );
    }
    const summary = summarise({ sizes, landing, lighthouse, runs: settings.runs });
    printReport(summary, log);
    log(`\nWritten to ${writeReport(summary, ROOT)}`);
  } finally {
    server.stop();
  }
}

let settings;
try {
  settings = options();
} catch (error) {
  console.error(
    `${error.message}\nUsage: npm run bench -- [--visits 10000,100000] [--runs 5] [--batch 10000] [--no-lighthouse] [--firestore]`,
  );
  process.exit(2);
}
/** The Firestore bench runs inside scripts/emulators.mjs, which starts and stops the emulators. */
function firestoreBench({ visits, visitsGiven }) {
  const size = visitsGiven ? visits[0] : 10_000;
  const child = spawn(
    process.execPath,
    ['scripts/emulators.mjs', '--', 'node', 'scripts/bench/firestore.mjs', '--visits', String(size)],
    { cwd: ROOT, stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
}

if (settings.firestore) firestoreBench(settings);
else
  main(settings).catch((error) => {
    console.error(error);
    process.exit(1);
  });
