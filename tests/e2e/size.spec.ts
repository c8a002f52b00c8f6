import { expect, test, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { decodeQr } from './support/qr';
import { signedInDesk } from './support/desk';

/** The download budgets, gzipped: what a first visit costs before anything is clicked. */
const LANDING_BUDGET_KB = 100;
const PHONE_BUDGET_KB = 150;
/** Each language beyond English, loaded when a visitor chooses it. */
const LANGUAGE_BUDGET_KB = 15;
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

/** The languages after English, by the name the menu shows and their code. */
const LANGUAGES = [
  ['Español', 'es'],
  ['Français', 'fr'],
  ['Deutsch', 'de'],
  ['हिन्दी', 'hi'],
  ['العربية', 'ar'],
] as const;

/** The scripts a page downloads from now until `stop`, gzipped, in bytes. */
function scriptsFrom(page: Page) {
  const sizes: Promise<number>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(response.body().then((body) => gzipSync(body).length));
  };
  page.on('response', listener);
  return {
    stop: async () => {
      page.off('response', listener);
      return (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
    },
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

test('the visitor’s phone downloads at most 150 KB of gzipped JavaScript in English, and at most 15 KB more for each language chosen @core', async ({
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

  // Each further language downloads only when chosen, within its own budget.
  for (const [name, code] of LANGUAGES) {
    const scripts = scriptsFrom(phone);
    await phone.getByRole('combobox').first().selectOption({ label: name });
    // The page takes the language once its messages have arrived.
    await expect(phone.locator('html')).toHaveAttribute('lang', code);
    const kb = (await scripts.stop()) / 1024;
    console.log(`phone page, ${name}: ${kb.toFixed(1)} KB gzipped (budget ${LANGUAGE_BUDGET_KB})`);
    expect(kb, name).toBeGreaterThan(0.5);
    expect(kb, name).toBeLessThanOrEqual(LANGUAGE_BUDGET_KB);
  }
  await phone.close();
});
