import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, openSettings, signedInDesk, uniqueEmail } from './support/desk';
import { readPdf } from './support/pdf';
import { checkInNewVisitor, chooseHost, registerFirstTimeVisitor } from './support/visitors';

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
  // Each card shows the visitor's photo, and fits the phone's screen.
  const ravisPhoto = warden.getByRole('img', { name: 'Ravi Rollcall' });
  await expect(ravisPhoto).toBeVisible();
  expect(await ravisPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await warden.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_SCREEN.width,
  );

  // Check-ins go on during the roll call; the list stays who was on site at its start.
  const third = await context.newPage();
  await checkInNewVisitor(third, 'Lata Later');
  await third.close();

  await warden.getByRole('button', { name: 'Mark Ravi Rollcall safe' }).click();
  await expect(counts(page)).toHaveText('1 accounted for · 1 missing · of 2 on site');
  // The wrong person marked safe: undone from the other tab, both tabs count them missing again.
  await page.getByRole('button', { name: 'Mark Sana Rollcall safe' }).click();
  await expect(counts(warden)).toHaveText('2 accounted for · 0 missing · of 2 on site');
  await warden.getByRole('button', { name: 'Undo safe for Sana Rollcall' }).click();
  await expect(counts(page)).toHaveText('1 accounted for · 1 missing · of 2 on site');
  await expect(counts(warden)).toHaveText('1 accounted for · 1 missing · of 2 on site');
  await expect(page.getByRole('button', { name: 'Undo safe for Sana Rollcall' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark Sana Rollcall safe' }).click();
  await expect(counts(warden)).toHaveText('2 accounted for · 0 missing · of 2 on site');
  await expect(page.getByText('Lata Later')).toHaveCount(0);

  await warden.getByRole('button', { name: 'Finish roll call' }).click();
  await expect(page.getByRole('heading', { name: 'Missing when finished (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  // The printed record names everyone who was on site, and says how many were accounted for.
  const [printed] = await readPdf(await page.pdf({ printBackground: true }));
  expect(printed.text).toContain('Ravi Rollcall');
  expect(printed.text).toContain('Sana Rollcall');
  expect(printed.text).toMatch(/2\s+accounted for/);
  expect(printed.text).toContain('Nobody: everyone was accounted for.');

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

test('a watchlisted visitor is held at the desk with the reason, turned away, and no visit is created', async ({
  page,
}) => {
  await signedInDesk(page);
  await openSettings(page, 'Watchlist');
  const entry = page.getByRole('form', { name: 'New watchlist entry' });
  await entry.getByLabel('Watchlist name').fill('Mallory Jones');
  await entry.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(entry.getByRole('alert')).toHaveText(
    'Enter the reason: the desk sees it when someone is held.',
  );
  await entry.getByLabel('Reason').fill('Trespass in March');
  await entry.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added Mallory Jones to the watchlist.' }),
  ).toBeVisible();

  // Accents, case and spacing do not get past it.
  await page.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(page, { name: 'MALLORY   Jonés', email: uniqueEmail('mallory') });
  await chooseHost(page);
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Held by the watchlist.' })).toContainText(
    'matches the watchlist: Trespass in March',
  );
  await expectAccessible(page);
  await page.getByLabel('Operator’s note').fill('Asked to leave');
  await page.getByRole('button', { name: 'Turn away' }).click();
  await expect(page.getByRole('status')).toContainText('was not checked in, and no visit ID was issued.');

  // The company's own account is alerted. (In-app navigation: a reload the instant after a decision
  // could cut off the alert being written, as with any mail; the desk never reloads then.)
  await page.getByRole('link', { name: 'Back to the main page' }).click();
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(
    page.getByRole('article', { name: /^Watchlist: MALLORY\s+Jonés was held at the front desk to / }),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByText('No visits yet', { exact: false })).toBeVisible();
  await openSettings(page, 'Watchlist');
  const holds = page.getByRole('region', { name: 'Recent holds' });
  await expect(holds.getByRole('row').filter({ hasText: 'Turned away' })).toContainText('Asked to leave');
});
