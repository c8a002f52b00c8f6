import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { decodeQr } from './qr';

export const PHONE_SCREEN = { width: 360, height: 740 };

/** The address the desk's screen shows, read from the QR code's pixels. */
export async function scanDeskCode(page: Page): Promise<string> {
  await page.goto('/contactless');
  const qr = page.getByRole('img', { name: 'QR code to check in from your phone' });
  await expect(qr).toBeVisible();
  return decodeQr(qr);
}

/**
 * The visitor's phone: on Firebase a browser of its own (another user, signed in anonymously); in local
 * mode the kiosk shares the desk's browser, whose database it needs.
 */
export async function phoneContext(browser: Browser, context: BrowserContext, project: string) {
  if (project !== 'firebase') return context;
  const own = await browser.newContext();
  await own.grantPermissions(['geolocation', 'camera']);
  return own;
}
