import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedInDesk } from './support/desk';
import { checkInNewVisitor } from './support/visitors';

const PHONE_SCREEN = { width: 360, height: 740 };
const DAY = 24 * 60 * 60_000;

const counts = (page: Page) => page.getByRole('status').filter({ hasText: 'accounted for' });

test('an evacuation roll call in two tabs: the list frozen at the start, each tab sees the other mark people safe, the record kept @core', async ({
  page,
  context,
}) => {
  test.slow();
  await signedInDesk(page);
  await checkInNewVisitor(page, 'Ravi Rollcall');
  await checkInNewVisitor(page, 'Sana Rollcall');

  await page.goto('/on_site');
  await page.getByRole('button', { name: 'Start roll call' }).click();
  await expect(page).toHaveURL(/\/roll_call\/[^/]+$/);
  await expect(counts(page)).toHaveText('0 accounted for · 2 missing · of 2 on site');

  // A warden's phone, signed in to the same desk: joins the roll call from the on-site list.
  const warden = await context.newPage();
  await warden.setViewportSize(PHONE_SCREEN);
  await warden.goto('/on_site');
  await warden.getByRole('link', { name: 'Continue the roll call' }).click();
  await expect(warden).toHaveURL(page.url());
  await expectAccessible(warden);

  // Check-ins go on during the roll call; the list stays who was on site at its start.
  const third = await context.newPage();
  await checkInNewVisitor(third, 'Lata Later');
  await third.close();

  await warden.getByRole('button', { name: 'Mark Ravi Rollcall safe' }).click();
  await expect(counts(page)).toHaveText('1 accounted for · 1 missing · of 2 on site');
  await page.getByRole('button', { name: 'Mark Sana Rollcall safe' }).click();
  await expect(counts(warden)).toHaveText('2 accounted for · 0 missing · of 2 on site');
  await expect(page.getByText('Lata Later')).toHaveCount(0);

  await warden.getByRole('button', { name: 'Finish roll call' }).click();
  await expect(page.getByRole('heading', { name: 'Missing when finished (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/on_site');
  const history = page.getByRole('region', { name: 'Past roll calls' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Start roll call' })).toBeEnabled();
});

test('visits left open from earlier days are checked out in bulk at the end of their day', async ({
  page,
}) => {
  // Two days ago at the desk: the browser's clock moved back, then forward to now.
  const now = Date.now();
  await signedInDesk(page);
  await page.clock.install({ time: now - 2 * DAY });
  await checkInNewVisitor(page, 'Olive Overnight');
  await checkInNewVisitor(page, 'Otto Overnight');
  await page.clock.setSystemTime(now);
  await page.goto('/main_checkin_checkout');
  await checkInNewVisitor(page, 'Tina Today');

  await page.goto('/on_site');
  await page.getByRole('link', { name: 'Review unclosed visits' }).click();
  const table = page.getByRole('region', { name: 'Open visits from earlier days' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Tina Today')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Check out 2 selected' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Checked out 2 visits at the end of their day.' }),
  ).toBeVisible();
  await expect(page.getByText('No visit from an earlier day is open.')).toBeVisible();

  await page.goto('/admin_dashboard');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Olive Overnight' }) });
  await expect(row.getByText('Checked out', { exact: true })).toBeVisible();
  await expect(row.getByText('in bulk, at the end of its day')).toBeVisible();
});
