import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, openSettings, signedInDesk, uniqueEmail } from './support/desk';
import { proxyTo } from './support/proxy';
import { dayLabel } from './support/invites';
import { checkIn, chooseHost, lookUpReturningVisitor, registerFirstTimeVisitor } from './support/visitors';

/**
 * Marks the desk trusted (it keeps the app, and in Firebase mode the company's records), and reloads to
 * apply it; says whether the desk is on Firebase (a local-mode desk keeps every record already).
 */
async function trustThisDesk(page: Page): Promise<boolean> {
  await openSettings(page, 'This desk');
  const trust = page.getByRole('checkbox', { name: /Trust this desk/ });
  await expect(trust).toBeVisible();
  await expectAccessible(page);
  const firebase = !(await page.getByText(/In local mode every record is kept in this browser/).isVisible());
  await trust.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Saved. Reload this page to apply it on this desk.');
  await page.getByRole('button', { name: 'Reload now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This desk is trusted now.' })).toBeVisible();
  // The trusted desk registered the app's service worker as it opened.
  await page.evaluate(() => navigator.serviceWorker.ready);
  return firebase;
}

/**
 * A new company's trusted desk with one visitor registered and checked in, then looked up once online:
 * this desk has seen them, and keeps what it has read.
 */
async function trustedDeskWithVisitor(page: Page, name: string) {
  const company = await signedInDesk(page);
  const firebase = await trustThisDesk(page);
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase());
  await page.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(page, { name, email });
  const visitId = await checkIn(page);
  await lookUpReturningVisitor(page, email);
  return { company, firebase, email, visitId };
}

/** The dashboard's row of a visit, found by its visit ID. */
async function dashboardRow(page: Page, visitId: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  return page.getByRole('table', { name: 'Admin Panel' }).getByRole('row').filter({ hasText: visitId });
}

test('a trusted desk checks visitors in and out during a network cut, and every change reaches the server when it returns @core', async ({
  page,
  context,
  browser,
}) => {
  const { company, firebase, email, visitId: leaving } = await trustedDeskWithVisitor(page, 'Omar Offline');
  const mainPage = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Main page' });
  await mainPage.click();
  // The main page's on-site list: this desk has seen the visit it will check out offline.
  await expect(page.getByText(leaving)).toBeVisible();

  const banner = page.getByRole('status').filter({ hasText: 'This desk is offline.' });
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  // Looked up from what this desk keeps, and checked in at once with a visit ID it holds; the app's own
  // links, as a page load needs the network.
  await page.getByRole('link', { name: 'Check-In' }).click();
  await page.getByRole('link', { name: 'I have been here before..' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user_visit_details_updated$/);
  await expect(page.getByText('Welcome, Omar Offline!')).toBeVisible();
  const started = Date.now();
  const returning = await checkIn(page);
  expect(Date.now() - started).toBeLessThan(5_000);

  // A first-time visitor registered with a photo, checked in; the earlier visit checked out.
  await mainPage.click();
  await registerFirstTimeVisitor(page, { name: 'Fatima First', email: uniqueEmail('fatima') });
  const newcomer = await checkIn(page);
  await mainPage.click();
  await page.getByRole('link', { name: 'Check-Out' }).click();
  await page.getByLabel('Visit ID', { exact: true }).fill(leaving);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText('Checkout sucess');

  // An invitation for today, saved on the desk at once; in Firebase mode its email waits for the network.
  await mainPage.click();
  await page.getByRole('link', { name: 'Invite a visitor' }).click();
  await page.getByLabel('Visitor name').fill('Ines Offline');
  await page.getByLabel('Visitor email').fill(uniqueEmail('ines'));
  await page.getByLabel('Visitor mobile number').fill('9876543210');
  await chooseHost(page);
  await page.getByLabel('Date').fill(await dayLabel(page, Date.now()));
  await page.getByLabel(/^Time/).fill('10:30');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert')).toContainText(
    firebase
      ? 'but the email could not go: this desk cannot reach the server now. Send it under Expected today once the network is back.'
      : 'Invitation sent to',
  );
  await expect(banner).toContainText(firebase ? '5 changes wait to be sent.' : 'This desk is offline.');
  expect(new Set([leaving, returning, newcomer]).size).toBe(3);

  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 10_000 });
  await expect(await dashboardRow(page, returning)).toBeVisible();
  // The invitation is on the server's list of the day; its email goes with Send (Firebase mode).
  await mainPage.click();
  const sendInvitation = page.getByRole('button', { name: 'Send the invitation email to Ines Offline' });
  if (firebase) {
    await sendInvitation.click();
    await expect(sendInvitation).toBeHidden();
  }
  await expect(page.getByRole('region', { name: 'Expected today' })).toContainText('Ines Offline');
  // The check-ins' mails, owed through the cut, went once the visits were on the server (at the latest
  // at one of the desk's next tries, OWED_MAIL_RETRY_MS (15 s) apart: on a loaded machine a first try can
  // still find a visit not yet acknowledged, so three tries are waited for).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Omar Offline is here to meet you..!!' })).toHaveCount(2, {
    timeout: 45_000,
  });
  // Each visit's mails are tried on their own: Fatima's may go a try after Omar's.
  await expect(page.getByRole('heading', { name: 'Fatima First is here to meet you..!!' })).toHaveCount(1, {
    timeout: 45_000,
  });
  if (!firebase) return;

  // Another desk of the company, signed in now, reads them from the server.
  const elsewhere = await browser.newContext();
  const otherDesk = await elsewhere.newPage();
  await login(otherDesk, company);
  await expect(await dashboardRow(otherDesk, returning)).toContainText('Omar Offline');
  await expect(await dashboardRow(otherDesk, newcomer)).toContainText('Fatima First');
  await expect(await dashboardRow(otherDesk, leaving)).toContainText('Checked out');
  await elsewhere.close();
});

test('an evacuation during a network cut: the desk starts a roll call of the people on site, marks them safe and finishes it, and the server has it after @core', async ({
  page,
  context,
  browser,
}) => {
  const { company, firebase } = await trustedDeskWithVisitor(page, 'Eva Evacuee');
  await page.goto('/on_site');
  await expect(page.getByRole('table').getByText('Eva Evacuee')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Start roll call' }).click();
  await expect(page).toHaveURL(/\/roll_call\/[^/]+$/);
  const counts = page.getByRole('status').filter({ hasText: 'accounted for' });
  await expect(counts).toHaveText('0 accounted for · 1 missing · of 1 on site');
  await page.getByRole('button', { name: 'Mark Eva Evacuee safe' }).click();
  await expect(counts).toHaveText('1 accounted for · 0 missing · of 1 on site');
  await page.getByRole('button', { name: 'Finish roll call' }).click();
  await expect(page.getByRole('heading', { name: 'Missing when finished (0)' })).toBeVisible();
  await expectAccessible(page);
  const banner = page.getByRole('status').filter({ hasText: 'This desk is offline.' });
  await expect(banner).toHaveText(
    firebase ? 'This desk is offline. 3 changes wait to be sent.' : 'This desk is offline.',
  );

  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 10_000 });
  if (!firebase) return;
  // Another desk, signed in now, reads the finished roll call from the server.
  const elsewhere = await browser.newContext();
  const otherDesk = await elsewhere.newPage();
  await login(otherDesk, company);
  await otherDesk.goto('/on_site');
  const history = otherDesk.getByRole('region', { name: 'Past roll calls' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(otherDesk.getByRole('button', { name: 'Start roll call' })).toBeEnabled();
  await elsewhere.close();
});

test('a desk keeps the app itself: reloaded, and opened again after its tabs were closed, during a cut, it checks a visitor in @core', async ({
  page,
  context,
  browser,
}) => {
  const { company, firebase, email } = await trustedDeskWithVisitor(page, 'Rosa Reload');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Front desk' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This desk is offline.' })).toBeVisible();
  await expectAccessible(page);

  // Every tab of the desk closed, then the desk opened again, still offline.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/main_checkin_checkout');
  await expect(reopened.getByRole('heading', { name: 'Front desk' })).toBeVisible();
  await reopened.getByRole('link', { name: 'Check-In' }).click();
  await reopened.getByRole('link', { name: 'I have been here before..' }).click();
  await reopened.getByLabel('Email').fill(email);
  await reopened.getByRole('button', { name: 'Submit' }).click();
  await expect(reopened.getByText('Welcome, Rosa Reload!')).toBeVisible();
  const visitId = await checkIn(reopened);
  // Reloaded the moment the desk says so: the check-in is kept on the desk, to be sent.
  await reopened.reload();
  await expect(reopened.getByRole('heading', { name: 'Front desk' })).toBeVisible();
  const banner = reopened.getByRole('status').filter({ hasText: 'This desk is offline.' });
  // Counted by the reloaded page too (Firebase: the SDK's queue on the device; locally it is saved).
  await expect(banner).toHaveText(
    firebase ? 'This desk is offline. 1 change waits to be sent.' : 'This desk is offline.',
  );

  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 10_000 });
  await expect(reopened.getByRole('status').filter({ hasText: /Back online|wait/ })).toBeHidden({
    timeout: 10_000,
  });
  await expect(await dashboardRow(reopened, visitId)).toContainText('Rosa Reload');
  expect(await reopened.evaluate(() => localStorage.getItem('frontdesk.changesOnDevice'))).toBeNull();
  if (firebase) {
    // Another desk, signed in now, reads it from the server.
    const elsewhere = await browser.newContext();
    const otherDesk = await elsewhere.newPage();
    await login(otherDesk, company);
    await expect(await dashboardRow(otherDesk, visitId)).toContainText('Rosa Reload');
    await elsewhere.close();
  }

  // Trust withdrawn: at the next load the desk keeps no worker and none of the app it kept (in Firebase
  // mode nor the records, nor its count of the changes they held for the server, planted here).
  const countOnDevice = () => reopened.evaluate(() => localStorage.getItem('frontdesk.changesOnDevice'));
  await reopened.evaluate(() =>
    localStorage.setItem('frontdesk.changesOnDevice', JSON.stringify([{ id: 'left', company: 'x', at: 1 }])),
  );
  await openSettings(reopened, 'This desk');
  await reopened.getByRole('checkbox', { name: /Trust this desk/ }).uncheck();
  await reopened.getByRole('button', { name: 'Save' }).click();
  await reopened.getByRole('button', { name: 'Reload now' }).click();
  await expect(
    reopened.getByRole('status').filter({ hasText: 'This desk is not trusted now.' }),
  ).toBeVisible();
  await expect
    .poll(() =>
      reopened.evaluate(async () => [
        (await navigator.serviceWorker.getRegistrations()).length,
        (await caches.keys()).length,
      ]),
    )
    .toEqual([0, 0]);
  expect(await countOnDevice()).toBe(firebase ? null : '[{"id":"left","company":"x","at":1}]');
});

test('a new version of the app takes over at the next reload, and the desk says so', async ({
  browser,
  baseURL,
}) => {
  // The next build's worker is the same, and answers which version it is.
  let released = false;
  const nextVersion = `self.addEventListener('message', (event) => {
    if (event.data === 'version?') event.source.postMessage('next');
  });`;
  const server = await proxyTo(baseURL ?? '', (path, body) =>
    released && path === '/sw.js' ? Buffer.concat([body, Buffer.from(`\n${nextVersion}`)]) : body,
  );
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signedInDesk(page);
  await trustThisDesk(page);
  await page.reload();

  released = true;
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'A new version of Frontdesk is ready: it opens at the next reload.' });
  // The new worker first fetches the whole app (about 2.6 MB), on a busy machine too.
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  await notice.getByRole('button', { name: 'Reload now' }).click();
  await expect(page.getByRole('heading', { name: 'This desk' })).toBeVisible();
  await expect(notice).toBeHidden();
  const version = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
        navigator.serviceWorker.controller?.postMessage('version?');
      }),
  );
  expect(version).toBe('next');
  await context.close();
  await server.close();
});
