import { expect, type Page } from '@playwright/test';
import { chooseHost } from './visitors';

/** YYYY-MM-DD of an instant in the browser's (the site's default) time zone. */
export const dayLabel = (page: Page, at: number) =>
  page.evaluate((time) => new Date(time).toLocaleDateString('sv-SE'), at);

/** Invites a visitor from the main page for `date`, and waits for the desk to say it went. */
export async function invite(page: Page, name: string, email: string, date: string) {
  await page.goto('/main_checkin_checkout');
  await page.getByRole('link', { name: 'Invite a visitor' }).click();
  await page.getByLabel('Visitor name').fill(name);
  await page.getByLabel('Visitor email').fill(email);
  await page.getByLabel('Visitor mobile number').fill('9876543210');
  await page.getByLabel('Visit Type').selectOption('Interview');
  await chooseHost(page);
  await page.getByLabel('Date').fill(date);
  await page.getByLabel(/^Time/).fill('10:30');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Invitation sent to ${email} for ${date}.` }),
  ).toBeVisible();
}
