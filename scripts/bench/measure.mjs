// What a desk feels, timed in the page with performance.now(): the dashboard's first page after
// navigation, search keystrokes (search.mjs), Check In to the success page, the JS heap; and the naive
// design (read every visit, sort, filter in memory) for comparison.
import { timeCheckInClick } from './checkInClick.mjs';
import { timeSearchKeystrokes } from './search.mjs';

const TIMEOUT_MS = 120_000;
/** About 40 keystrokes, so the p95 is not simply the slowest one. */
export const SEARCH_TERMS = ['asha', 'globex', 'kumar 1', 'meera nair', 'acme corp', 'zara k'];

/** From the main page, clicks "Go to Admin Dashboard" and times until the first row is painted. */
export async function timeDashboardOpen(page, base) {
  await page.goto(`${base}/main_checkin_checkout`);
  await page
    .getByRole('region', { name: 'Latest visits' })
    .getByRole('listitem')
    .first()
    .waitFor({ timeout: TIMEOUT_MS });
  return page.evaluate(async (timeoutMs) => {
    const start = performance.now();
    const link = [...document.querySelectorAll('a')].find(
      (each) => each.textContent === 'Go to Admin Dashboard',
    );
    if (!link) throw new Error('the main page has no "Go to Admin Dashboard" link');
    link.click();
    const firstRow = () =>
      [...document.querySelectorAll('table')].find((table) => table.caption?.textContent === 'Admin Panel')
        ?.tBodies[0]?.rows[0];
    while (!firstRow()) {
      if (performance.now() - start > timeoutMs) throw new Error('the dashboard never showed a row');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return performance.now() - start;
  }, TIMEOUT_MS);
}

/** The page's JS heap in bytes after a garbage collection: what the open dashboard keeps. */
export function jsHeapBytes(page) {
  return page.evaluate(() => {
    globalThis.gc?.();
    return performance.memory?.usedJSHeapSize ?? null;
  });
}

/** A new visitor registered without a photo; times the Check In click until the success page. */
export async function timeCheckIn(page, base) {
  await page.goto(`${base}/visitor_registration`);
  await page.getByRole('button', { name: 'Continue without photo' }).click({ timeout: TIMEOUT_MS });
  await page.getByLabel('Name', { exact: true }).fill('Bench Visitor');
  await page.getByLabel('Email', { exact: true }).fill(`bench.visitor.${Date.now()}@example.com`);
  await page.getByLabel('Mobile number', { exact: true }).fill('9000000000');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // Nobody is chosen for a first visit: the operator picks the first host once the directory is read.
  const host = page.getByLabel('Whom To Meet', { exact: true });
  await host.locator('option').nth(1).waitFor({ state: 'attached', timeout: TIMEOUT_MS });
  await host.selectOption({ index: 1 });
  return timeCheckInClick(page, TIMEOUT_MS);
}

/**
 * Dashboard opens (`runs`), the cold search (typed right after opening), the heap once the page has
 * settled, then the search terms typed like an operator. Fills `into` as it goes, so a step that fails
 * leaves the figures before it.
 */
export async function measureDashboard(page, base, runs, into) {
  for (let run = 0; run < runs; run++) into.firstPage.push(await timeDashboardOpen(page, base));
  await timeDashboardOpen(page, base);
  into.coldSearch = (await timeSearchKeystrokes(page, 'z')).samples[0];
  // An operator reading the page for a moment, then typing.
  await page.waitForTimeout(3000);
  into.heapBytes = await jsHeapBytes(page);
  for (const term of SEARCH_TERMS) {
    const { samples, alreadyShown } = await timeSearchKeystrokes(page, term);
    // BENCH_DEBUG=1: each term's keystrokes, to see which is slow.
    if (process.env.BENCH_DEBUG)
      console.log(`  ${term}: ${samples.map((ms) => Math.round(ms)).join(' ')} ms`);
    into.keystrokes.push(...samples);
    into.alreadyShown += alreadyShown;
  }
}

/** The seed's design, in a page of the app's origin: read every visit, sort, take a page, filter. */
export async function naiveBaseline(page, base, visitStore) {
  await page.goto(`${base}/about`);
  return page.evaluate(
    async ({ store, terms }) => {
      globalThis.gc?.();
      const heapBefore = performance.memory?.usedJSHeapSize ?? 0;
      const start = performance.now();
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('frontdesk');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = await new Promise((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      all.sort((a, b) => b.checkin_timestamp - a.checkin_timestamp);
      all.slice(0, 20);
      const firstPageMs = performance.now() - start;
      const heapBytes = (performance.memory?.usedJSHeapSize ?? 0) - heapBefore;
      const searchMs = [];
      for (const term of terms) {
        for (let length = 1; length <= term.length; length++) {
          const typed = term.slice(0, length);
          const t0 = performance.now();
          all
            .filter(
              (visit) =>
                visit.visitorName.toLowerCase().includes(typed) ||
                visit.companyName.toLowerCase().includes(typed),
            )
            .slice(0, 20);
          searchMs.push(performance.now() - t0);
        }
      }
      db.close();
      return { firstPageMs, heapBytes, searchMs, rows: all.length };
    },
    { store: visitStore, terms: SEARCH_TERMS },
  );
}
