import { expect, type Page } from '@playwright/test';
import { openSettings } from '../../e2e/support/desk';

/** Makes the signed-in desk trusted (Settings → This desk), reloaded with its service worker ready. */
export async function trust(page: Page): Promise<void> {
  await openSettings(page, 'This desk');
  await page.getByRole('checkbox', { name: /Trust this desk/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Reload now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This desk is trusted now.' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
}
