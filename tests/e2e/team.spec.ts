import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  login,
  openSettings,
  signedInDesk,
  SLOW_CRYPTO,
  uniqueEmail,
} from './support/desk';
import { checkIn, registerFirstTimeVisitor } from './support/visitors';

const MEMBER_PASSWORD = 'member-secret';
const REVOKED = 'An admin has turned off your access to this company.';

/** Follows the verification link the Auth emulator "sent" to this address (Firebase mode only). */
async function followVerificationLink(email: string): Promise<void> {
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(`http://${auth}/emulator/v1/projects/demo-frontdesk/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; oobLink: string }[] };
  const code = oobCodes.filter((each) => each.email === email).at(-1);
  if (!code) throw new Error(`no verification link was sent to ${email}`);
  expect((await fetch(code.oobLink)).ok).toBe(true);
}

/** On Settings > Team: invites the address as front desk and returns the join link the page shows. */
async function inviteFrontDesk(page: Page, email: string): Promise<string> {
  await openSettings(page, 'Team');
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Their email').fill(email);
  await form.getByLabel('Their role').selectOption('Front desk');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invited ${email} as Front desk` })).toBeVisible();
  const pending = page.getByRole('table', { name: 'Invitations not yet used' });
  const link = await pending.getByRole('row').filter({ hasText: email }).locator('code').textContent();
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{22}$/);
  return link ?? '';
}

/** The join page: name and password; on Firebase the address is verified first, then Continue. */
async function join(page: Page, link: string, email: string, firebase: boolean): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join Acme Front Desk' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Your name').fill('Sam Rivera');
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Join' }).click();
  if (firebase) {
    await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible(SLOW_CRYPTO);
    await followVerificationLink(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible(SLOW_CRYPTO);
  await expect(page.getByText(`You have joined Acme Front Desk. Log in with ${email}.`)).toBeVisible();
}

/** As an admin: the audit log and the dashboard name the member who checked Lena in. */
async function ownerSeesWhoCheckedIn(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  const entries = page.getByRole('table', { name: 'Audit entries' });
  await expect(
    entries
      .getByRole('row')
      .filter({ hasText: 'Sam Rivera (Front desk)' })
      .filter({ hasText: 'Checked a visitor in' }),
  ).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Dashboard' }).click();
  await page.getByLabel('Checked in by').selectOption('Sam Rivera');
  await page.getByRole('button', { name: /^Details of Lena Ortiz/ }).click();
  const drawer = page.getByRole('region', { name: /Lena Ortiz, visit/ });
  await expect(drawer).toContainText('Checked in bySam Rivera');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

/** As the member: a first-time visitor checked in, and Settings refused with the reason. */
async function memberAtTheDesk(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Unclosed visits' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await registerFirstTimeVisitor(page, { name: 'Lena Ortiz', email: uniqueEmail('lena') });
  await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await expect(
    page.getByText(/Your role \(Front desk\) cannot change settings or personal data\./),
  ).toBeVisible();
  await expectAccessible(page);
}

test('an admin invites a front-desk member, who joins, checks a visitor in and cannot open Settings; the audit log and the dashboard name them; deactivated, they are signed out; the owner cannot be removed @core', async ({
  page,
  browser,
}, testInfo) => {
  const firebase = testInfo.project.name === 'firebase';
  const ownerEmail = await signedInDesk(page);
  const memberEmail = uniqueEmail('sam');
  const link = await inviteFrontDesk(page, memberEmail);
  const members = page.getByRole('table', { name: 'Team members' });
  await expect(members.getByText('The owner is always an admin.')).toBeVisible();
  await expect(members.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
  await expectAccessible(page);

  if (firebase) {
    // Another browser: its own sign-in, the company's data on the server.
    const context = await browser.newContext();
    const desk = await context.newPage();
    await join(desk, link, memberEmail, true);
    await login(desk, memberEmail, MEMBER_PASSWORD);
    await memberAtTheDesk(desk);
    await desk.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Main page' }).click();
    await ownerSeesWhoCheckedIn(page);

    await openSettings(page, 'Team');
    await expect(members.getByRole('row').filter({ hasText: memberEmail })).toContainText('Front desk');
    await members.getByRole('button', { name: 'Deactivate Sam Rivera' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sam Rivera is deactivated' })).toBeVisible();
    // Their open desk signs out by itself, saying why, within 10 s.
    await expect(desk.getByText(REVOKED)).toBeVisible({ timeout: 10_000 });
    await expect(desk).toHaveURL(/\/login$/);
    await context.close();
    return;
  }

  // Local mode: the team shares this browser's database, so the member joins here, after the owner leaves.
  await page.getByRole('button', { name: 'Logout' }).click();
  await join(page, link, memberEmail, false);
  await login(page, memberEmail, MEMBER_PASSWORD);
  await memberAtTheDesk(page);
  await page.getByRole('button', { name: 'Logout' }).click();

  await login(page, ownerEmail);
  await ownerSeesWhoCheckedIn(page);
  await openSettings(page, 'Team');
  await members.getByRole('button', { name: 'Deactivate Sam Rivera' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sam Rivera is deactivated' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(memberEmail);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toHaveText(REVOKED, SLOW_CRYPTO);
});
