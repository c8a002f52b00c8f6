// The printed tables and bench-results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { atMost, BUDGETS, count, FIGURES } from './summary.mjs';

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
      verdict: figure.max ? summary.sizes.map((size) => atMost(size[figure.id], figure.max)).join(' / ') : '',
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
    const { keystrokesAnsweredByRowsOnScreen: early, keystrokeSamples: all } = size;
    log(
      `${count(size.visits)} visits: ${early} of ${all} keystrokes were answered by the rows already on ` +
        'screen (a longer term whose rows all still match).',
    );
    for (const error of size.errors) log(`${count(size.visits)} visits: not measured, ${error}`);
  }
  if (summary.growth.figures.length > 0) {
    const { from, to } = summary.growth;
    log(`\nGrowth from ${count(from)} to ${count(to)} visits (budget ≤ ${BUDGETS.growth}×)`);
    console.table(summary.growth.figures);
  }
  const { kbGzip, verdict: landingVerdict } = summary.landingJs;
  log(`\nLanding JS, gzipped: ${kbGzip} KB (budget ≤ ${BUDGETS.landingJsKb}) ${landingVerdict}`);
  if (summary.lighthouse) {
    const { performance, accessibility, bestPractices, cls } = BUDGETS.lighthouse;
    log(
      `\nLighthouse (mobile): performance ≥ ${performance}, accessibility ${accessibility}, ` +
        `best practices ${bestPractices}, CLS ≤ ${cls}`,
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
