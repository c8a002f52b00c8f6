import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible, signedInDesk, uniqueEmail } from './support/desk';
import { checkIn, lookUpReturningVisitor, registerFirstTimeVisitor } from './support/visitors';

const rows = (page: Page) => page.getByRole('table', { name: 'Admin Panel' }).getByRole('rowheader');

test('the dashboard shows, searches, exports and lists who is on site @core', async ({ page }) => {
  await signedInDesk(page);
  await page.goto('/admin_dashboard');
  await expect(page.getByText(/No visits yet/)).toBeVisible();

  await page.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(page, { name: 'Zara Khan', email: uniqueEmail('zara') });
  await page.getByLabel('Company Name').selectOption({ index: 1 });
  const company = await page.getByLabel('Company Name').inputValue();
  await checkIn(page);
  await page.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(page, { name: 'Omar Ali', email: uniqueEmail('omar') });
  await checkIn(page);

  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(rows(page)).toHaveText(['Omar Ali', 'Zara Khan']);
  const newest = page.getByRole('row').nth(1);
  // Cells after the visitor's row header: Photo, Email, Mobile, Visit Type, Company, Whom To Meet, Check-in, Check-out.
  await expect(newest.getByRole('cell').nth(7)).toHaveText('--');
  await expect(newest).toContainText('On site');
  await expect(page.getByLabel('Entries per page').locator('option')).toHaveText(['20', '10', '5']);
  await expect(page.getByLabel('Entries per page')).toHaveValue('20');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByText('On site now').locator('+ dd')).toHaveText('2');
  await expect(page.getByText("Today's check-ins").locator('+ dd')).toHaveText('2');
  await expectAccessible(page);

  await page.getByLabel('Search').fill('oMAR');
  await expect(rows(page)).toHaveText(['Omar Ali']);
  await page.getByLabel('Search').fill(company.toUpperCase().slice(0, 8));
  await expect(rows(page)).toContainText(['Zara Khan']);
  await page.getByLabel('Search').fill('x'.repeat(25));
  await expect(page.getByLabel('Search')).toHaveValue('x'.repeat(20));
  await page.getByLabel('Search').fill('');
  await expect(rows(page)).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe(
    'Visitor,Email,Mobile,Visit Type,Company,Whom To Meet,Check-in,Check-out,Visit ID,Status',
  );
  expect(csv).toContain('Omar Ali');
  expect(csv).toContain('Zara Khan');

  await page.getByRole('link', { name: 'See who is on site' }).click();
  await expect(page.getByRole('table', { name: '2 people on site' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.getByRole('link', { name: 'Main Page', exact: true }).click();
  await expect(page).toHaveURL(/\/main_checkin_checkout$/);
});

test('a check-in in another tab appears on the dashboard without a reload @core', async ({
  page,
  context,
}) => {
  await signedInDesk(page);
  await page.goto('/admin_dashboard');
  await expect(page.getByText(/No visits yet/)).toBeVisible();

  const desk = await context.newPage();
  await desk.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(desk, { name: 'Live Arrival', email: uniqueEmail('live') });
  const visitId = await checkIn(desk);
  await expect(rows(page)).toHaveText(['Live Arrival'], { timeout: 10_000 });
  await expect(page.getByText('On site now').locator('+ dd')).toHaveText('1');

  await desk.goto('/checkout');
  await desk.getByLabel('Visit ID').fill(visitId);
  await desk.getByRole('button', { name: 'Checkout' }).click();
  await expect(desk.getByRole('alert')).toHaveText('Checkout sucess');
  await expect(page.getByRole('row').nth(1)).toContainText('Checked out', { timeout: 10_000 });
  await expect(page.getByText('On site now').locator('+ dd')).toHaveText('0');
});

test('pages through visits with Previous and Next', async ({ page }) => {
  await signedInDesk(page);
  const email = uniqueEmail('regular');
  await registerFirstTimeVisitor(page, { name: 'Regular Visitor', email });
  await checkIn(page);
  for (let visit = 0; visit < 5; visit++) {
    await lookUpReturningVisitor(page, email);
    await checkIn(page);
  }
  await page.goto('/admin_dashboard');
  await expect(rows(page)).toHaveCount(6);
  await page.getByLabel('Entries per page').selectOption('5');
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(rows(page)).toHaveCount(5);
});
