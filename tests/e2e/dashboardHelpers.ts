import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';

/**
 * Helpers for dashboard.spec.ts. Kept apart from ./support on purpose: those shared helpers are being
 * reworked alongside this spec, and the dashboard's tests should not break with them.
 */

const PASSWORD = 'front-desk-secret';
/** Registration and sign-in stretch the password (PBKDF2) in the browser: slow on a busy machine. */
const SLOW_CRYPTO = { timeout: 15_000 };
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Registers a company through /register and signs in through /login; ends on the main page. */
export async function signedInDesk(page: Page): Promise<void> {
  const email = uniqueEmail('desk');
  await page.goto('/register');
  for (const [label, value] of [
    ['Name', 'Dashboard Desk'],
    ['Email', email],
    ['Mobile', '9876543210'],
    ['Password', PASSWORD],
    ['Aadhar Id', '234123412346'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // The heading, not the URL: the URL changes before the login screen's code has loaded.
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible(SLOW_CRYPTO);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Front desk' })).toBeVisible(SLOW_CRYPTO);
}

/** A first-time visitor through the UI (photo from the fake camera); returns the visit ID shown. */
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
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page).toHaveURL(/\/checkin_success$/);
  return (await page.locator('.visit-id-number').textContent()) ?? '';
}

export interface SeedVisit {
  name: string;
  company: string;
  open?: boolean;
}

/**
 * Writes visits straight into the local backend's IndexedDB (the layout of src/backend/local/db.ts),
 * oldest first, one minute apart. Raw writes are not broadcast, so open the dashboard afterwards.
 */
export async function seedVisits(page: Page, visits: SeedVisit[]): Promise<void> {
  await page.evaluate(async (seed) => {
    const token = localStorage.getItem('frontdesk.idToken') ?? '';
    const claims = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      sub: string;
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('frontdesk');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    const tx = db.transaction(['visits', 'visitSearch', 'openVisitIds'], 'readwrite');
    const start = Date.now() - seed.length * 60_000;
    seed.forEach((visit, index) => {
      const at = start + index * 60_000;
      const id = `seed-${String(index).padStart(4, '0')}`;
      const visitID = 500_000 + index;
      const open = visit.open ?? false;
      const row = {
        id,
        tenant: claims.sub,
        visitType: 'Meeting',
        companyName: visit.company,
        whomToMeet: 'Priya Sharma',
        whomToMeetEmail: 'hosts@example.com',
        visitorEmail: `seed${index}@example.com`,
        visitorName: visit.name,
        visitorMobile: '9123456780',
        checkedOut: !open,
        imageUrl: '',
        checkin_timestamp: at,
        checkout_timestamp: open ? '' : at + 30_000,
        visitID,
        open: open ? 1 : 0,
      };
      tx.objectStore('visits').put(row);
      const text = `${visit.name}\n${visit.company}`.toLowerCase();
      tx.objectStore('visitSearch').put({ id, tenant: claims.sub, checkin_timestamp: at, text });
      if (open) tx.objectStore('openVisitIds').put({ tenant: claims.sub, visitID, visitDocId: id });
    });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error ?? new Error('seeding failed'));
    });
    db.close();
  }, visits);
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

export const rows = (page: Page) => page.getByRole('table', { name: 'Admin Panel' }).getByRole('rowheader');
export const stat = (page: Page, name: string) => page.getByText(name, { exact: true }).locator('+ dd');

export async function downloadCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  return Papa.parse<string[]>(csv.trim()).data;
}
