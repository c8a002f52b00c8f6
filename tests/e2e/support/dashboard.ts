import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Visit } from '../../../src/backend/port/visits';
import { storedVisitBatch, storedVisitTotals } from '../../../src/backend/local/storedVisit';

export interface SeedVisit {
  name: string;
  company: string;
  open?: boolean;
}

/** The signed-in company's id: the `sub` claim of the stored token. */
async function signedInTenant(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('frontdesk.idToken') ?? '');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return claims.sub;
}

/**
 * Writes visits straight into the local backend's IndexedDB, oldest first, one minute apart, as the rows
 * the adapter itself stores (one shared builder), for a company with no visits yet. Raw writes are not
 * broadcast: open the dashboard after.
 */
export async function seedVisits(page: Page, seed: SeedVisit[]): Promise<void> {
  const tenant = await signedInTenant(page);
  const start = Date.now() - seed.length * 60_000;
  const checkIns = seed.map((_, index) => start + index * 60_000);
  const visits = seed.map(({ name, company, open = false }, index): Visit => {
    const at = checkIns[index] ?? start;
    return {
      id: `seed-${String(index).padStart(4, '0')}`,
      visitType: 'Meeting',
      companyName: company,
      whomToMeet: 'Priya Sharma',
      whomToMeetEmail: 'hosts@example.com',
      hostId: '',
      visitorEmail: `seed${index}@example.com`,
      visitorName: name,
      visitorMobile: '9123456780',
      checkedOut: !open,
      imageUrl: '',
      checkin_timestamp: at,
      checkout_timestamp: open ? '' : at + 30_000,
      visitID: 500_000 + index,
      passCode: '',
    };
  });
  const rowsByTable = { ...storedVisitBatch(tenant, visits), ...storedVisitTotals(tenant, checkIns) };
  await page.evaluate(async (rowsByTable) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('frontdesk');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    const tx = db.transaction(Object.keys(rowsByTable), 'readwrite');
    for (const [table, rows] of Object.entries(rowsByTable)) {
      for (const row of [rows].flat()) tx.objectStore(table).put(row);
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error ?? new Error('seeding failed'));
    });
    db.close();
  }, rowsByTable);
}

export const rows = (page: Page) => page.getByRole('table', { name: 'Admin Panel' }).getByRole('rowheader');
export const stat = (page: Page, name: string) => page.getByText(name, { exact: true }).locator('+ dd');

export async function downloadCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  return Papa.parse<string[]>(csv.trim()).data;
}

/** Waits for the header count, live. */
export const expectStat = (page: Page, name: string, value: string) =>
  expect(stat(page, name)).toHaveText(value, { timeout: 10_000 });
