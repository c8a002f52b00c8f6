// Budgets (DESIGN.md §6), the printed tables, and bench-results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const median = (values) => percentile(values, 50);
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (value) => (value == null || Number.isNaN(value) ? null : Math.round(value * 10) / 10);
const mb = (bytes) => (bytes == null ? null : bytes / 1048576);
const count = (visits) => visits.toLocaleString('en-US');

export const BUDGETS = {
  landingJsKb: 100,
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, cls: 0.01 },
  growth: 1.5,
};

/** The figures measured at each size; `max` is the budget, `growth` whether the growth budget applies. */
const FIGURES = [
  { id: 'seedSeconds', label: 'seeding (s)', of: (size) => size.seedSeconds },
  {
    id: 'firstPageMs',
    label: 'dashboard first page, median (ms)',
    max: 150,
    growth: true,
    of: (size) => median(size.firstPage),
  },
  {
    id: 'coldSearchMs',
    label: 'search cold, first keystroke on opening (ms)',
    max: 150,
    growth: true,
    of: (size) => size.coldSearch,
  },
  {
    id: 'keystrokeP50Ms',
    label: 'search keystroke p50 (ms)',
    growth: true,
    of: (size) => median(size.keystrokes),
  },
  {
    id: 'keystrokeP95Ms',
    label: 'search keystroke p95 (ms)',
    max: 40,
    growth: true,
    of: (size) => percentile(size.keystrokes, 95),
  },
  {
    id: 'checkInMs',
    label: 'Check In click to success page, median (ms)',
    max: 100,
    growth: true,
    of: (size) => median(size.checkIn),
  },
  // Grows with the data by nature: shown, not budgeted.
  { id: 'indexedDbMb', label: 'IndexedDB on disk after seeding (MB)', of: (size) => mb(size.indexedDbBytes) },
  { id: 'jsHeapMb', label: 'JS heap, dashboard open (MB)', growth: true, of: (size) => mb(size.heapBytes) },
];
const NAIVE = [
  { label: 'naive: first page, reads every visit (ms)', of: (naive) => naive.firstPageMs },
  { label: 'naive: heap for the whole history (MB)', of: (naive) => mb(naive.heapBytes) },
  { label: 'naive: in-memory filter per keystroke p95 (ms)', of: (naive) => percentile(naive.searchMs, 95) },
  { label: 'naive first page / ours (×)', of: (naive, size) => naive.firstPageMs / median(size.firstPage) },
];
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

/** Summarises the raw measurements: figures per size, growth largest/smallest, verdicts. */
export function summarise({ sizes, landing, lighthouse, runs }) {
  const figures = sizes.map((size) => ({
    visits: size.visits,
    ...Object.fromEntries(FIGURES.map((figure) => [figure.id, round(figure.of(size))])),
    firstPageRuns: size.firstPage.map(round),
    checkInRuns: size.checkIn.map(round),
    keystrokeSamples: size.keystrokes.length,
    keystrokesAnsweredByRowsOnScreen: size.alreadyShown,
    indexedDbBytes: size.indexedDbBytes,
    jsHeapBytes: size.heapBytes,
    naive: size.naive?.error
      ? { error: size.naive.error }
      : size.naive && Object.fromEntries(NAIVE.map((row) => [row.label, round(row.of(size.naive, size))])),
  }));
  const [smallest, largest] = [sizes[0], sizes[sizes.length - 1]];
  const growth =
    sizes.length < 2
      ? []
      : FIGURES.filter((figure) => figure.growth).map((figure) => {
          const ratio = figure.of(largest) / figure.of(smallest);
          return {
            figure: figure.label,
            [`${count(smallest.visits)} visits`]: round(figure.of(smallest)),
            [`${count(largest.visits)} visits`]: round(figure.of(largest)),
            ratio: Math.round(ratio * 100) / 100,
            verdict: verdict(ratio <= BUDGETS.growth),
          };
        });
  const pages = lighthouse?.map((page) => ({
    ...page,
    verdict: verdict(
      page.performance >= BUDGETS.lighthouse.performance &&
        page.accessibility >= BUDGETS.lighthouse.accessibility &&
        page.bestPractices >= BUDGETS.lighthouse.bestPractices &&
        page.cls != null &&
        page.cls <= BUDGETS.lighthouse.cls,
    ),
  }));
  return {
    date: new Date().toISOString(),
    runs,
    budgets: { ...BUDGETS, ...Object.fromEntries(FIGURES.filter((f) => f.max).map((f) => [f.id, f.max])) },
    landingJs: {
      kbGzip: round(landing.kb),
      files: landing.files,
      verdict: verdict(landing.kb <= BUDGETS.landingJsKb),
    },
    lighthouse: pages ?? null,
    sizes: figures,
    growth: { from: smallest.visits, to: largest.visits, figures: growth },
  };
}

/** Prints the tables of a summary. */
export function printReport(summary, log = console.log) {
  const columns = summary.sizes.map((size) => `${count(size.visits)} visits`);
  const largest = summary.sizes[summary.sizes.length - 1];
  log(`\nFrontdesk bench, persistent on-disk profile, ${summary.runs} runs per median\n`);
  console.table([
    ...FIGURES.map((figure) => ({
      figure: figure.label,
      ...Object.fromEntries(summary.sizes.map((size, index) => [columns[index], size[figure.id]])),
      budget: figure.max ? `≤ ${figure.max}` : '',
      verdict: figure.max
        ? summary.sizes.map((size) => verdict(size[figure.id] <= figure.max)).join(' / ')
        : '',
    })),
    ...(largest.naive
      ? (largest.naive.error
          ? [['naive baseline', `failed: ${largest.naive.error}`]]
          : Object.entries(largest.naive)
        ).map(([label, value]) => ({
          figure: label,
          [columns[columns.length - 1]]: value,
          budget: '',
          verdict: '',
        }))
      : []),
  ]);
  for (const size of summary.sizes) {
    log(
      `${count(size.visits)} visits: ${size.keystrokesAnsweredByRowsOnScreen} of ${size.keystrokeSamples} keystrokes ` +
        'were answered by the rows already on screen (a longer term whose rows all still match).',
    );
  }
  if (summary.growth.figures.length > 0) {
    log(
      `\nGrowth from ${count(summary.growth.from)} to ${count(summary.growth.to)} visits (budget ≤ ${BUDGETS.growth}×)`,
    );
    console.table(summary.growth.figures);
  }
  log(
    `\nLanding JS, gzipped: ${summary.landingJs.kbGzip} KB (budget ≤ ${BUDGETS.landingJsKb}) ${summary.landingJs.verdict}`,
  );
  if (summary.lighthouse) {
    const { performance, accessibility, bestPractices, cls } = BUDGETS.lighthouse;
    log(
      `\nLighthouse (mobile): performance ≥ ${performance}, accessibility ${accessibility}, best practices ${bestPractices}, CLS ≤ ${cls}`,
    );
    console.table(
      summary.lighthouse.map((page) => ({
        page: page.path,
        performance: page.performance,
        accessibility: page.accessibility,
        'best practices': page.bestPractices,
        CLS: page.cls == null ? null : Math.round(page.cls * 1000) / 1000,
        verdict: page.runtimeError ? `FAIL (${page.runtimeError})` : page.verdict,
      })),
    );
  }
}

/** Writes the summary to bench-results/latest.json under `root`; returns the path. */
export function writeReport(summary, root) {
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'latest.json');
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
  return path;
}
