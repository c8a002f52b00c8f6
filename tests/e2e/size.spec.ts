import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { decodeQr } from './support/qr';
import { signedInDesk } from './support/desk';

/** The download budgets, gzipped: what a first visit costs before anything is clicked. */
const LANDING_BUDGET_KB = 100;
const PHONE_BUDGET_KB = 150;
const PHONE_SCREEN = { width: 360, height: 740 };

/** Every script a page loads until the network is idle, gzipped, in KB. */
async function scriptsLoaded(page: Page, url: string): Promise<{ kb: number; files: string[] }> {
  const sizes: Promise<{ file: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => ({ file: new URL(response.url()).pathname, bytes: gzipSync(body).length })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(sizes);
  return {
    kb: scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024,
    files: scripts.map((s) => s.file),
  };
}

test('the landing page downloads at most 100 KB of gzipped JavaScript, and no backend', async ({ page }) => {
  const landing = await scriptsLoaded(page, '/');
  test.info().annotations.push({ type: 'landing JS', description: `${landing.kb.toFixed(1)} KB gzipped` });
  console.log(`landing page JS: ${landing.kb.toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_KB})`);
  expect(landing.kb).toBeLessThanOrEqual(LANDING_BUDGET_KB);
  expect(landing.files.filter((file) => /createLocalBackend|createFirebaseBackend|api-/.test(file))).toEqual(
    [],
  );
});

test('the visitor’s phone downloads at most 150 KB of gzipped JavaScript @core', async ({
  page,
  browser,
  context,
}, testInfo) => {
  await signedInDesk(page);
  await page.goto('/contactless');
  const address = await decodeQr(page.getByRole('img', { name: 'QR code to check in from your phone' }));
  // A phone of its own in firebase mode; in local mode the company's data lives in this browser's storage.
  const phone = testInfo.project.name === 'firebase' ? await browser.newPage() : await context.newPage();
  await phone.setViewportSize(PHONE_SCREEN);
  const arrival = await scriptsLoaded(phone, address);
  await expect(phone.getByLabel('Your name')).toBeVisible();
  test.info().annotations.push({ type: 'phone JS', description: `${arrival.kb.toFixed(1)} KB gzipped` });
  console.log(`phone page JS: ${arrival.kb.toFixed(1)} KB gzipped (budget ${PHONE_BUDGET_KB})`);
  expect(arrival.kb).toBeLessThanOrEqual(PHONE_BUDGET_KB);
  await phone.close();
});
