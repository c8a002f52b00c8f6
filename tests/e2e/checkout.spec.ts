import { expect, test } from '@playwright/test';
import { expectAccessible, signedInDesk, uniqueEmail } from './support/desk';
import { checkIn, registerFirstTimeVisitor } from './support/visitors';

test('checkout by visit ID: blank, unknown, success once, then already checked out', async ({ page }) => {
  await signedInDesk(page);
  await registerFirstTimeVisitor(page, { name: 'Leaving Soon', email: uniqueEmail('leave') });
  const visitId = await checkIn(page);

  await page.goto('/checkout');
  await expectAccessible(page);
  const alert = page.getByRole('alert');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(alert).toHaveText('Visit ID should not be left empty');
  const unknown = visitId === '100000' ? '100001' : '100000';
  await page.getByLabel('Visit ID', { exact: true }).fill(unknown);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(alert).toHaveText('Please enter correct Visit ID');
  await expect(page).toHaveURL(/\/checkout$/);

  // Keyboard only: type the ID and press Enter.
  await page.getByLabel('Visit ID', { exact: true }).fill('');
  await page.getByLabel('Visit ID', { exact: true }).focus();
  await page.keyboard.type(visitId);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main_checkin_checkout$/);
  await expect(page.getByRole('alert')).toHaveText('Checkout sucess');
  await expect(page.getByRole('region', { name: 'Latest visits' })).toContainText('out ');

  await page.getByRole('link', { name: 'Check-Out' }).click();
  await page.getByLabel('Visit ID', { exact: true }).fill(visitId);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Visit ID ${visitId} has already been checked out.`);
  await expect(page).toHaveURL(/\/checkout$/);
});

test('check out from an On site row, then everyone still here, each after a question', async ({ page }) => {
  await signedInDesk(page);
  await registerFirstTimeVisitor(page, { name: 'Row Leaver', email: uniqueEmail('row') });
  const visitId = await checkIn(page);
  await registerFirstTimeVisitor(page, { name: 'Last One', email: uniqueEmail('last') });
  await checkIn(page);

  await page.goto('/on_site');
  await page.getByRole('button', { name: `Check out Row Leaver (visit ID ${visitId})` }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, check out' }).click();
  await expect(page.getByRole('alert')).toHaveText('Checkout sucess');
  await expect(page.getByText(`Row Leaver, visit ID ${visitId}, is checked out.`)).toBeVisible();
  await expect(page.getByRole('row', { name: /Row Leaver/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Check out everyone still here' }).click();
  await page.getByRole('button', { name: 'Yes, check out 1 person' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked out 1 person.' })).toBeVisible();
  await expect(page.getByText('Nobody is checked in right now.')).toBeVisible();
});
