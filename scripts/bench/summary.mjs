// The performance budgets (docs/ARCHITECTURE.md) and the figures they apply to: raw measurements in, a summary with
// PASS/FAIL out (printed and written by report.mjs).

export const median = (values) => percentile(values, 50);
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (value) => (value == null || Number.isNaN(value) ? null : Math.round(value * 10) / 10);
const mb = (bytes) => (bytes == null ? null : bytes / 1048576);
export const count = (visits) => visits.toLocaleString('en-US');

export const BUDGETS = {
  landingJsKb: 100,
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, cls: 0.01 },
  growth: 1.5,
};

/** The figures measured at each size; `max` is the budget, `growth` whether the growth budget applies. */
export const FIGURES = [
  { id: 'seedSeconds', label: 'seeding in bulk (s)', max: 600, of: (size) => size.seedSeconds },
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
  {
    id: 'entriesPerVisit',
    label: 'IndexedDB rows and index entries per visit',
    of: (size) => size.entries?.perVisit,
  },
  { id: 'jsHeapMb', label: 'JS heap, dashboard open (MB)', growth: true, of: (size) => mb(size.heapBytes) },
];
const NAIVE = [
  { label: 'naive: first page, reads every visit (ms)', of: (naive) => naive.firstPageMs },
  { label: 'naive: heap for the whole history (MB)', of: (naive) => mb(naive.heapBytes) },
  { label: 'naive: in-memory filter per keystroke p95 (ms)', of: (naive) => percentile(naive.searchMs, 95) },
  { label: 'naive first page / ours (×)', of: (naive, size) => naive.firstPageMs / median(size.firstPage) },
];
export const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
/** PASS/FAIL of `value <= max`; a dash when the figure could not be measured. */
export const atMost = (value, max) => (value == null || Number.isNaN(value) ? '—' : verdict(value <= max));

/** Summarises the raw measurements: figures per size, growth largest/smallest, verdicts. */
export function summarise({ sizes, landing, lighthouse, runs }) {
  const figures = sizes.map((size) => ({
    visits: size.visits,
    ...Object.fromEntries(FIGURES.map((figure) => [figure.id, round(figure.of(size))])),
    firstPageRuns: size.firstPage.map(round),
    checkInRuns: size.checkIn.map(round),
    keystrokeSamples: size.keystrokes.length,
    keystrokesAnsweredByRowsOnScreen: size.alreadyShown,
    errors: size.errors,
    seedLoadAverage5Min: size.seedLoad,
    indexedDbBytes: size.indexedDbBytes,
    entriesByStore: size.entries?.stores ?? null,
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
            ratio: Number.isFinite(ratio) ? Math.round(ratio * 100) / 100 : null,
            verdict: atMost(ratio, BUDGETS.growth),
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
