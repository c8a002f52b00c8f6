import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './desk';

export interface VisitorDetails {
  name: string;
  email: string;
  mobile?: string;
}

/** From the main page: first-time visitor, photo from the fake camera, registered; ends on visit details. */
export async function registerFirstTimeVisitor(page: Page, visitor: VisitorDetails): Promise<void> {
  await page.getByRole('link', { name: 'Check-In' }).click();
  await page.getByRole('link', { name: 'This is my first time here..' }).click();
  await expect(page.getByText('Smile please')).toBeVisible();
  await page.getByRole('button', { name: 'Capture photo' }).click();
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Mobile number').fill(visitor.mobile ?? '9123456780');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/user_visit_details_updated$/);
}

/**
 * On visit details or an invitation: chooses whom the visitor meets (the named host, or the first offered),
 * unless a host is already chosen (the visitor's last one, or by the test).
 */
export async function chooseHost(page: Page, name?: string): Promise<void> {
  const host = page.getByLabel('Whom To Meet');
  // The company's hosts once the directory is read (after the placeholder, unless it has only one host).
  await expect(host.locator('option:not([value=""])').first()).toBeAttached();
  if (name) await host.selectOption(name);
  else if ((await host.inputValue()) === '') await host.selectOption({ index: 1 });
}

/** On visit details: checks in (with the first host, unless one is chosen) and returns the visit ID. */
export async function checkIn(page: Page): Promise<string> {
  await chooseHost(page);
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page).toHaveURL(/\/checkin_success$/);
  const visitId = await page.locator('.visit-id-number').textContent();
  expect(visitId).toMatch(/^\d{6}$/);
  return visitId ?? '';
}

/** From anywhere signed in: a returning visitor by email, ending on visit details. */
export async function lookUpReturningVisitor(page: Page, email: string): Promise<void> {
  await page.goto('/email_verification');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user_visit_details_updated$/);
}

/**
 * After a check-in, the desk returns to the main page on its own; then the outbox. (Emails are written
 * just after the check-in, so a reload in that instant could lose them: the desk never does that.)
 */
export async function openOutboxAfterCheckIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
}

/** From anywhere signed in: a first-time visitor with a photo, checked in; returns the visit ID shown. */
export async function checkInNewVisitor(page: Page, name: string, companyName?: string): Promise<string> {
  await page.goto('/first_time_or_registered_before');
  await page.getByRole('link', { name: 'This is my first time here..' }).click();
  await expect(page.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Capture photo' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('visitor'));
  await page.getByLabel('Mobile number', { exact: true }).fill('9123456780');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/user_visit_details_updated$/);
  if (companyName) await page.getByLabel('Company Name').selectOption(companyName);
  return checkIn(page);
}
