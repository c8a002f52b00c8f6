// The public pages' budgets, measured once against the built app: landing-page JS (gzipped, first
// load) and Lighthouse's default (mobile) preset on every public page and a not-found path.
import lighthouse from 'lighthouse';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './browser.mjs';
import { freePort } from './serve.mjs';

export const PUBLIC_PATHS = ['/', '/login', '/register', '/about', '/contact', '/no-such-page'];

/** Every script a page (the landing page unless told) loads until the network is idle, gzipped. */
export async function landingJs(base, path = '/') {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // Bodies are read as responses arrive; every read is awaited before the page closes.
    const sizes = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        sizes.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })));
      }
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(sizes);
    return {
      kb: scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024,
      files: scripts.map((script) => new URL(script.url).pathname),
    };
  } finally {
    await browser.close();
  }
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));

/** Lighthouse (mobile) on each path, one after another, in one Chromium of its own. */
export async function lighthouseScores(base, paths = PUBLIC_PATHS, log = () => {}) {
  const port = await freePort();
  const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
  try {
    const results = [];
    for (const path of paths) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const result = {
        path,
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories['best-practices']),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        runtimeError: lhr.runtimeError?.message ?? null,
      };
      log(`  lighthouse ${path}: ${result.performance} / ${result.accessibility} / ${result.bestPractices}`);
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
