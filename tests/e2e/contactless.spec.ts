import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, openSettings, PASSWORD, signedInDesk } from './support/desk';
import { dayLabel, invite } from './support/invites';
import { PHONE_SCREEN, phoneContext, scanDeskCode } from './support/phone';

const DESK = { latitude: 12.9716, longitude: 77.5946 };
/** About 60 m north of the desk: inside the default 150 m radius. */
const AT_THE_DOOR = { latitude: 12.9721, longitude: 77.5946 };
/** About 3 km north. */
const AWAY = { latitude: 12.9986, longitude: 77.5946 };

async function turnOnGeofence(page: Page) {
  await openSettings(page, 'Contactless');
  const form = page.getByRole('form', { name: 'Contactless check-in' });
  await form.getByLabel('Latitude').fill(String(DESK.latitude));
  await form.getByLabel('Longitude').fill(String(DESK.longitude));
  await form.getByLabel(/^Geofence/).check();
  await form.getByRole('button', { name: 'Save contactless settings' }).click();
  await expect(form.getByText('Saved: contactless check-in follows these settings now.')).toBeVisible();
}

async function phoneAt(context: BrowserContext, position: { latitude: number; longitude: number }) {
  await context.setGeolocation(position);
  const phone = await context.newPage();
  await phone.setViewportSize(PHONE_SCREEN);
  return phone;
}

test('a visitor checks in from a phone at the door; the desk confirms; the phone shows the visit ID the dashboard shows @core', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // The whole visit, from settings to check-out, on two screens: more than the default 30 s on a busy CI.
  test.slow();
  await context.grantPermissions(['geolocation', 'camera']);
  await signedInDesk(page);
  await turnOnGeofence(page);
  const url = await scanDeskCode(page);
  expect(url).toMatch(/\/arrive\/[^/?]+\?code=[A-Za-z0-9_-]{22,}$/);
  await expectAccessible(page);

  const phone = await phoneAt(await phoneContext(browser, context, testInfo.project.name), AT_THE_DOOR);
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Check in at Acme Front Desk' })).toBeVisible();
  await expect(phone.getByRole('navigation')).toHaveCount(0);
  await phone.getByRole('button', { name: 'Share my location' }).click();
  await expect(phone.getByText(/^You are \d+ m from the front desk\.$/)).toBeVisible();
  await phone.getByLabel('Your name').fill('Zoya Contactless');
  await phone.getByLabel('Email', { exact: true }).fill('zoya@visitors.example');
  await phone.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await phone.getByLabel('Visit type').selectOption('Meeting');
  await phone.getByLabel('Company you are visiting').selectOption('Acme Corporation');
  await phone.getByLabel('Whom to meet').selectOption({ label: 'Priya Sharma' });
  // A selfie from the phone's front camera (Chromium's fake camera).
  await phone.getByRole('button', { name: 'Take a photo for your badge (optional)' }).click();
  await phone.getByRole('button', { name: 'Capture photo' }).click();
  await expect(phone.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await phone.getByRole('button', { name: 'Check in' }).click();
  // What is missing is said beside it, which has the focus, and goes once it is done.
  const consent = phone.getByLabel(/^I agree/);
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription('Please accept the privacy notice to check in.');
  await consent.check();
  await expect(phone.getByText('Please accept the privacy notice to check in.')).toHaveCount(0);
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Check in' }).click();
  await expect(phone.getByText('Waiting for the front desk…')).toBeVisible();

  await page.goto('/main_checkin_checkout');
  const arriving = page.getByRole('region', { name: 'Arriving' });
  await expect(arriving.getByText('Zoya Contactless')).toBeVisible();
  await expect(arriving.getByText(/Says they are \d+ m away/)).toBeVisible();
  await expect(arriving.getByRole('img', { name: 'Zoya Contactless' })).toBeVisible();
  await expectAccessible(page);
  await arriving.getByRole('button', { name: 'Confirm Zoya Contactless' }).click();
  await expect(arriving.getByText('Nobody is waiting.', { exact: false })).toBeVisible();

  const checkedIn = phone.getByText(/^Checked in — your visit ID is (\d{6})$/);
  await expect(checkedIn).toBeVisible({ timeout: 10_000 });
  const phoneVisitId = (await checkedIn.textContent())?.match(/\d{6}/)?.[0];
  // The desk sees whom it confirmed, with the visit ID and the badge.
  const justIn = page.getByRole('region', { name: 'Just checked in' });
  await expect(justIn).toContainText(`Zoya Contactless, visit ID ${phoneVisitId}`);
  await expect(justIn.getByRole('link', { name: 'Print badge' })).toBeVisible();

  await page.goto('/admin_dashboard');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Zoya Contactless' }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: phoneVisitId, exact: true })).toBeVisible();

  // Later the visitor asks from the phone to check out; the desk checks them out.
  await page.goto('/main_checkin_checkout');
  await phone.getByRole('button', { name: 'Check out' }).click();
  // Asked first: a stray tap does not end the visit.
  await phone
    .getByRole('group', { name: 'Check out now?' })
    .getByRole('button', { name: 'Yes, check me out' })
    .click();
  await expect(phone.getByText('Waiting for the front desk to check you out…')).toBeVisible();
  await arriving.getByRole('button', { name: 'Check out Zoya Contactless' }).click();
  await expect(phone.getByText('Checked out — thank you for your visit.')).toBeVisible({ timeout: 10_000 });
  await expect(arriving.getByText('Nobody is waiting.', { exact: false })).toBeVisible();
  await page.goto('/admin_dashboard');
  await expect(row.getByText('Checked out', { exact: true })).toBeVisible();
});

test('a phone 3 km away is told the distance and cannot send; a refused location and a stale code are explained', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await signedInDesk(page);
  await turnOnGeofence(page);
  const url = await scanDeskCode(page);

  const away = await phoneAt(context, AWAY);
  await away.goto(url);
  await away.getByRole('button', { name: 'Share my location' }).click();
  await expect(away.getByRole('alert')).toHaveText(
    /^You are 3\.\d km from the front desk — check in when you arrive$/,
  );
  await expect(away.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  // Not a dead end: once at the door, the visitor asks again and can check in.
  await context.setGeolocation(AT_THE_DOOR);
  await away.getByRole('button', { name: 'Check my location again' }).click();
  await expect(away.getByText(/^You are \d+ m from the front desk\.$/)).toBeVisible();
  await expect(away.getByRole('button', { name: 'Check in' })).toBeVisible();

  await context.clearPermissions();
  const refused = await phoneAt(context, AT_THE_DOOR);
  await refused.goto(url);
  await refused.getByRole('button', { name: 'Share my location' }).click();
  await expect(refused.getByRole('alert')).toHaveText(
    'Your phone did not share its location, so this page cannot check you in. Please ask at the front desk.',
  );

  // A phone whose camera is refused still checks in, without a photo.
  await context.grantPermissions(['geolocation']);
  const noCamera = await phoneAt(context, AT_THE_DOOR);
  await noCamera.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await noCamera.goto(url);
  await noCamera.getByRole('button', { name: 'Share my location' }).click();
  await noCamera.getByRole('button', { name: 'Take a photo for your badge (optional)' }).click();
  await expect(noCamera.getByRole('alert')).toContainText('permission to use it was denied');
  await noCamera.getByRole('button', { name: 'Continue without photo' }).click();
  await expect(
    noCamera.getByRole('button', { name: 'Take a photo for your badge (optional)' }),
  ).toBeVisible();

  const stale = await phoneAt(context, AT_THE_DOOR);
  await stale.goto(url.replace(/code=.*/, `code=${'A'.repeat(22)}`));
  await expect(stale.getByRole('alert')).toHaveText(
    'This code is no longer valid. Scan the code on the screen at the front desk again.',
  );
  await expectAccessible(stale);
});

test('kiosk mode shows only check-in at every address, takes an arrival, and leaves only with the company’s password @core', async ({
  page,
}) => {
  await signedInDesk(page);
  await page
    .getByRole('region', { name: 'Arriving' })
    .getByRole('button', { name: 'Start kiosk mode' })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR code to check in from your phone' })).toBeVisible();
  await expectAccessible(page);

  // A visitor typing the dashboard's address, or reloading, stays in the kiosk.
  await page.goto('/admin_dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Admin Panel' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Check in here' }).click();
  await page.getByLabel('Your name').fill('Kiran Kiosk');
  await page.getByLabel('Email', { exact: true }).fill('kiran@visitors.example');
  await page.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await page.getByLabel('Visit type').selectOption('Interview');
  await page.getByLabel('Company you are visiting').selectOption('Globex Corporation');
  await page.getByLabel('Whom to meet').selectOption({ label: 'Anita Desai' });
  await page.getByLabel(/^I agree/).check();
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Waiting for the front desk…')).toBeVisible();
  await page.getByRole('button', { name: 'Done — next visitor' }).click();
  await expect(page.getByLabel('Your name')).toHaveCount(0);

  await page.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await page.getByLabel('Company password').fill('not the password');
  await page.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(page.getByRole('alert')).toHaveText('That is not the company’s password.');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  await page.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await page.getByLabel('Company password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/main_checkin_checkout');
  const arriving = page.getByRole('region', { name: 'Arriving' });
  await arriving.getByRole('button', { name: 'Confirm Kiran Kiosk' }).click();
  await expect(arriving.getByText('Nobody is waiting.', { exact: false })).toBeVisible();
  await page.goto('/admin_dashboard');
  await expect(page.getByRole('rowheader', { name: 'Kiran Kiosk' })).toBeVisible();
});

test('with "Invited visitors check in by themselves", an invited visitor’s phone is checked in with no click at the desk @core', async ({
  page,
  context,
  browser,
}, testInfo) => {
  await context.grantPermissions(['geolocation', 'camera']);
  await signedInDesk(page);
  await openSettings(page, 'Contactless');
  const form = page.getByRole('form', { name: 'Contactless check-in' });
  await form.getByLabel('Invited visitors check in by themselves').check();
  await form.getByRole('button', { name: 'Save contactless settings' }).click();
  await expect(form.getByText('Saved: contactless check-in follows these settings now.')).toBeVisible();
  await invite(page, 'Ines Phone', 'ines.phone@example.com', await dayLabel(page, Date.now()));
  const url = await scanDeskCode(page);
  // The desk's screen is open on the main page, as at a real front desk; nobody touches it.
  await page.goto('/main_checkin_checkout');

  const phone = await phoneAt(await phoneContext(browser, context, testInfo.project.name), AT_THE_DOOR);
  await phone.goto(url);
  await phone.getByLabel('Your name').fill('Ines Phone');
  await phone.getByLabel('Email', { exact: true }).fill('Ines.Phone@example.com');
  await phone.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await phone.getByLabel('Visit type').selectOption('Meeting');
  await phone.getByLabel('Company you are visiting').selectOption('Acme Corporation');
  await phone.getByLabel('Whom to meet').selectOption({ label: 'Priya Sharma' });
  await phone.getByLabel(/^I agree/).check();
  const submitted = Date.now();
  await phone.getByRole('button', { name: 'Check in' }).click();
  await expect(phone.getByText(/^Checked in — your visit ID is \d{6}$/)).toBeVisible({ timeout: 15_000 });
  // The phone polls its arrival every 3 seconds: the figure includes up to one wait.
  console.log(`phone submit to "Checked in": ${Date.now() - submitted} ms (${testInfo.project.name})`);
  await expect(page.getByRole('region', { name: 'Expected today' }).getByText('Arrived')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Arriving' }).getByText('Nobody is waiting.', { exact: false }),
  ).toBeVisible();
});
