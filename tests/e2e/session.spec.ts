import { expect, test, type Page } from '@playwright/test';
import { expectStat, rows, stat } from './support/dashboard';
import { login, registerCompany, signedInDesk } from './support/desk';
import { checkInNewVisitor } from './support/visitors';

/**
 * Logout clears the session in the click's own task, so one try of each way of leaving proves it; a few
 * more catch a logout that only sometimes loses the race to the page going away.
 */
const REPEATS = 4;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('frontdesk.idToken'));

/** The app shows a logged-out desk: no token, the Login link, and a protected screen sends to /login. */
async function expectLoggedOut(page: Page) {
  await page.goto('/main_checkin_checkout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
}

test.describe('a logout that sticks', () => {
  test.describe.configure({ timeout: 240_000 });

  test('reloading or opening another route the instant after Logout starts logged out, every time', async ({
    page,
  }) => {
    const email = await registerCompany(page);
    for (let attempt = 0; attempt < REPEATS; attempt++) {
      await login(page, email);
      // The click and the navigation in one task of the page: nothing the app leaves for later can run
      // before the page starts to go.
      const reloaded = page.waitForEvent('domcontentloaded');
      await page.evaluate(
        (reload) => {
          const logout = Array.from(document.querySelectorAll('button')).find(
            (button) => button.textContent === 'Logout',
          );
          logout?.click();
          if (reload) location.reload();
          else location.assign('/admin_dashboard');
        },
        attempt % 2 === 0,
      );
      await reloaded;
      await expectLoggedOut(page);
    }
  });

  test('closing the page the instant after Logout leaves nobody signed in, every time', async ({
    context,
  }) => {
    let page = await context.newPage();
    const email = await registerCompany(page);
    for (let attempt = 0; attempt < REPEATS; attempt++) {
      await login(page, email);
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('button'))
          .find((button) => button.textContent === 'Logout')
          ?.click(),
      );
      await page.close();
      page = await context.newPage();
      await expectLoggedOut(page);
    }
  });
});

/** Records every text put on the page from now on (inserted nodes and changed texts) in the page. */
async function recordScreens(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenTexts: seen });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => seen.push(node.textContent ?? ''));
        if (mutation.type === 'characterData') seen.push(mutation.target.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
}

/**
 * Company B registered first (same browser, so in local mode the same database); then company A, with a
 * visitor on site, has looked at every screen that shows visits. Returns B's email.
 */
async function companyAWithAVisitor(page: Page): Promise<string> {
  const companyB = await registerCompany(page);
  await signedInDesk(page);
  await checkInNewVisitor(page, 'Alice Secret');
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(rows(page)).toHaveText(['Alice Secret']);
  await expectStat(page, 'On site now', '1');
  await page.getByRole('link', { name: 'See who is on site' }).click();
  await expect(page.getByRole('table', { name: '1 people on site' })).toBeVisible();
  return companyB;
}

/** Company B walks the same screens; none of A's texts may ever have been on the page. */
async function expectNothingOfA(page: Page, seenTexts: () => Promise<string[]>) {
  await expect(page.getByText(/No visits yet today/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Admin Dashboard' }).click();
  await expect(page.getByText(/No visits yet\. Check-ins/)).toBeVisible();
  await expectStat(page, 'On site now', '0');
  await page.getByRole('link', { name: 'See who is on site' }).click();
  await expect(page.getByText('Nobody is checked in right now.')).toBeVisible();
  const texts = await seenTexts();
  expect(texts.some((text) => text.includes('Nobody is checked in right now.'))).toBe(true);
  expect(texts.filter((text) => text.includes('Alice Secret') || text.includes('1 people on site'))).toEqual(
    [],
  );
}

test('company B sees nothing of company A after A logs out on the same desk, from the first paint', async ({
  page,
}) => {
  const b = await companyAWithAVisitor(page);
  const seenTexts = await recordScreens(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email').fill(b);
  await page.getByLabel('Password').fill('front-desk-secret');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk' })).toBeVisible({ timeout: 15_000 });
  await expectNothingOfA(page, seenTexts);
});

test('company B sees nothing of company A after A’s token ran out and the desk restarted', async ({
  page,
}) => {
  const b = await companyAWithAVisitor(page);
  // A's token, its exp now in the past (the app checks exp before anything else, as the spec says).
  await page.evaluate(() => {
    const [header, claims] = (localStorage.getItem('frontdesk.idToken') ?? '').split('.');
    const decoded = JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))) as object;
    const expired = btoa(JSON.stringify({ ...decoded, exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem('frontdesk.idToken', `${header}.${expired.replace(/=+$/, '')}.x`);
  });
  await page.goto('/admin_dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please log in again.');
  const seenTexts = await recordScreens(page);
  await page.getByLabel('Email').fill(b);
  await page.getByLabel('Password').fill('front-desk-secret');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk' })).toBeVisible({ timeout: 15_000 });
  await expectNothingOfA(page, seenTexts);
});

test('"On site now" drops without a reload when a visit that is not on the page is checked out @core', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInDesk(page);
  const visitIds: string[] = [];
  for (let index = 1; index <= 6; index++) visitIds.push(await checkInNewVisitor(page, `Guest ${index}`));
  await page.goto('/admin_dashboard');
  await page.getByLabel('Entries per page').selectOption('5');
  await expect(rows(page)).toHaveText(['Guest 6', 'Guest 5', 'Guest 4', 'Guest 3', 'Guest 2']);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(stat(page, 'On site now')).toHaveText('6');

  const desk = await context.newPage();
  await desk.goto('/checkout');
  await desk.getByLabel('Visit ID', { exact: true }).fill(visitIds[0] ?? '');
  await desk.getByRole('button', { name: 'Checkout' }).click();
  await expect(desk.getByRole('alert')).toHaveText('Checkout sucess');

  await expectStat(page, 'On site now', '5');
  await expect(rows(page)).toHaveText(['Guest 6', 'Guest 5', 'Guest 4', 'Guest 3', 'Guest 2']);
});
