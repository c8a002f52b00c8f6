import { expect, test } from '@playwright/test';
import { downloadCsv, rows, seedVisits, stat } from './support/dashboard';
import { expectAccessible, signedInDesk } from './support/desk';
import { checkIn, checkInNewVisitor, chooseHost, registerFirstTimeVisitor } from './support/visitors';

test('visits checked in at the desk appear newest first, with counts, on-site list and print', async ({
  page,
}) => {
  await signedInDesk(page);
  await page.goto('/admin_dashboard');
  await expect(page.getByText(/No visits yet/)).toBeVisible();

  await checkInNewVisitor(page, 'Zara Khan', 'Globex Corporation');
  await checkInNewVisitor(page, 'Omar Ali', 'Acme Corporation');
  await page.goto('/main_checkin_checkout');
  await page.getByRole('link', { name: 'Go to Admin Dashboard' }).click();
  await expect(rows(page)).toHaveText(['Omar Ali', 'Zara Khan']);
  const newest = page.getByRole('row').nth(1);
  // Cells after the row header: Photo, Company, Whom To Meet, Check-in, Check-out.
  await expect(newest.getByRole('cell').nth(4)).toHaveText('--');
  await expect(newest).toContainText('On site');
  await expect(newest.getByRole('img', { name: 'Omar Ali' })).toBeVisible();
  await expect(stat(page, 'On site now')).toHaveText('2');
  await expect(stat(page, "Today's check-ins")).toHaveText('2');
  await expect(page.getByRole('img', { name: /Check-ins per day/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'See who is on site' }).click();
  const onSite = page.getByRole('table', { name: '2 people on site' });
  await expect(onSite.getByRole('rowheader')).toHaveText(['Omar Ali', 'Zara Khan']);
  await expect(onSite.getByRole('cell', { name: 'Priya Sharma' }).first()).toBeVisible();
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.getByRole('link', { name: 'Main Page', exact: true }).click();
  await expect(page).toHaveURL(/\/main_checkin_checkout$/);
});

test('a check-in and a check-out in another tab update the dashboard without a reload @core', async ({
  page,
  context,
}) => {
  await signedInDesk(page);
  await page.goto('/admin_dashboard');
  await expect(page.getByText(/No visits yet/)).toBeVisible();

  const desk = await context.newPage();
  const visitId = await checkInNewVisitor(desk, 'Live Arrival');
  await expect(rows(page)).toHaveText(['Live Arrival'], { timeout: 10_000 });
  await expect(stat(page, 'On site now')).toHaveText('1');

  await desk.goto('/checkout');
  await desk.getByLabel('Visit ID', { exact: true }).fill(visitId);
  await desk.getByRole('button', { name: 'Checkout' }).click();
  await expect(desk.getByRole('alert')).toHaveText('Checkout sucess');
  await expect(page.getByRole('row').nth(1)).toContainText('Checked out', { timeout: 10_000 });
  await expect(stat(page, 'On site now')).toHaveText('0');
});

test('page sizes 20, 10 and 5 with Previous and Next kept within bounds', async ({ page }) => {
  await signedInDesk(page);
  const names = Array.from({ length: 23 }, (_, index) => `Visitor ${String(index + 1).padStart(2, '0')}`);
  await seedVisits(
    page,
    names.map((name) => ({ name, company: 'Initech' })),
  );
  await page.goto('/admin_dashboard');

  const pageSize = page.getByLabel('Entries per page');
  await expect(pageSize.locator('option')).toHaveText(['20', '10', '5']);
  await expect(pageSize).toHaveValue('20');
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).toHaveText('Visitor 23');
  await expect(rows(page).last()).toHaveText('Visitor 04');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(rows(page)).toHaveText(['Visitor 03', 'Visitor 02', 'Visitor 01']);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(rows(page).first()).toHaveText('Visitor 23');

  await pageSize.selectOption('10');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await pageSize.selectOption('5');
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  for (let turn = 0; turn < 4; turn++) await next.click();
  await expect(page.getByText('Page 5 of 5')).toBeVisible();
  await expect(rows(page)).toHaveText(['Visitor 03', 'Visitor 02', 'Visitor 01']);
  await expect(next).toBeDisabled();
});

test('search matches visitor or company ignoring case, capped at 20 characters', async ({ page }) => {
  await signedInDesk(page);
  await seedVisits(page, [
    { name: 'Zara Khan', company: 'Umbrella Corp' },
    { name: 'Omar Ali', company: 'Globex Corporation' },
    { name: 'Ravi Globe', company: 'Hooli', open: true },
  ]);
  await page.goto('/admin_dashboard');
  await expect(rows(page)).toHaveText(['Ravi Globe', 'Omar Ali', 'Zara Khan']);
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('--');

  const search = page.getByLabel('Search');
  await search.fill('gLoB');
  await expect(rows(page)).toHaveText(['Ravi Globe', 'Omar Ali']);
  await search.fill('UMBRELLA');
  await expect(rows(page)).toHaveText(['Zara Khan']);
  await search.fill('nobody at all');
  await expect(page.getByText('No visits match “nobody at all”.')).toBeVisible();
  await search.fill('x'.repeat(25));
  await expect(search).toHaveValue('x'.repeat(20));
  await search.fill('');
  await expect(rows(page)).toHaveCount(3);
});

test('CSV export holds every visit matching the search, with formulas neutralised', async ({ page }) => {
  await signedInDesk(page);
  const globex = Array.from({ length: 12 }, (_, index) => ({
    name: `Guest ${index + 1}`,
    company: 'Globex Corporation',
  }));
  await seedVisits(page, [
    { name: 'Not Exported', company: 'Initech' },
    ...globex,
    { name: '=HYPERLINK("http://evil.example")', company: 'Globex Corporation' },
    { name: '-2+3', company: '@globex' },
  ]);
  await page.goto('/admin_dashboard');
  await page.getByLabel('Entries per page').selectOption('5');
  await page.getByLabel('Search').fill('globex');
  // A search's matches are not counted (a count would grow with the history): the page has no "of".
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  const [header, ...lines] = await downloadCsv(page);
  expect(header).toEqual([
    'Visitor',
    'Email',
    'Mobile',
    'Visit Type',
    'Company',
    'Whom To Meet',
    'Check-in',
    'Check-out',
    'Visit ID',
    'Status',
  ]);
  expect(lines).toHaveLength(14);
  expect(lines.map((line) => line[0])).not.toContain('Not Exported');
  expect(lines[0]).toEqual(expect.arrayContaining(["'-2+3", "'@globex", 'Checked out']));
  expect(lines[1]?.[0]).toBe(`'=HYPERLINK("http://evil.example")`);
  expect(lines[13]?.[0]).toBe('Guest 1');
});

test('the dashboard finds a visit by visit ID or email, shows today, who is still on site or one host, and opens a visit’s details @core', async ({
  page,
}) => {
  await signedInDesk(page);
  await registerFirstTimeVisitor(page, { name: 'Zara Khan', email: 'zara@globex.example' });
  await page.getByLabel('Company Name').selectOption('Globex Corporation');
  await chooseHost(page, 'Anita Desai');
  const zaraId = await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await registerFirstTimeVisitor(page, { name: 'Omar Ali', email: 'omar.ali.long@acme-corporation.example' });
  await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await page.getByRole('link', { name: 'Check-Out' }).click();
  await page.getByLabel('Visit ID', { exact: true }).fill(zaraId);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Checkout sucess' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(rows(page)).toHaveText(['Omar Ali', 'Zara Khan']);
  const search = page.getByLabel('Search');
  await search.fill(zaraId);
  await expect(rows(page)).toHaveText(['Zara Khan']);
  // The spec's 20 characters keep the address's beginning: enough to find its visitor.
  await search.fill('omar.ali.long@acme-corporation.example');
  await expect(search).toHaveValue('omar.ali.long@acme-c');
  await expect(rows(page)).toHaveText(['Omar Ali']);
  await search.fill('');

  const show = page.getByLabel('Show', { exact: true });
  await show.selectOption('Still on site');
  await expect(rows(page)).toHaveText(['Omar Ali']);
  await show.selectOption('Today');
  await expect(rows(page)).toHaveText(['Omar Ali', 'Zara Khan']);
  await page.getByLabel('Host', { exact: true }).selectOption('Anita Desai');
  await expect(rows(page)).toHaveText(['Zara Khan']);
  await expectAccessible(page);

  const details = page.getByRole('button', { name: `Details of Zara Khan, visit ID ${zaraId}` });
  await details.click();
  const drawer = page.getByRole('region', { name: `Zara Khan, visit ${zaraId}` });
  await expect(drawer).toContainText('zara@globex.example');
  await expect(drawer).toContainText('Checked out');
  await expect(drawer.getByText(/^Host:/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(details).toBeFocused();
  // A row's actions are icons: the one with the keyboard's focus shows its words beside it.
  await expect
    .poll(() => details.evaluate((button) => getComputedStyle(button, '::after').content))
    .toBe(`"Details of Zara Khan, visit ID ${zaraId}"`);
});
