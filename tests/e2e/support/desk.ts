import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** axe-core, put into a page once per document: the screens walk checks twenty screens on one. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const VALID_AADHAAR = '234123412346';
export const PASSWORD = 'front-desk-secret';
/** Registration and sign-in stretch the password (PBKDF2) in the browser: slow on a busy machine. */
export const SLOW_CRYPTO = { timeout: 15_000 };

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers a company through /register; returns its email. */
export async function registerCompany(page: Page, email = uniqueEmail('desk')): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Acme Front Desk');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Aadhar Id').fill(VALID_AADHAAR);
  await page.getByRole('button', { name: 'Register' }).click();
  // The heading, not the URL: the URL changes before the login screen's code has loaded.
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible(SLOW_CRYPTO);
  return email;
}

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await signIn(page, email, password);
}

/** Signs in on the login screen the page already shows. */
async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk' })).toBeVisible(SLOW_CRYPTO);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * In local mode, this worker's first fresh company at each app origin, as its browser stored it right after
 * signing in (local storage and IndexedDB). In local mode a company lives in its browser context alone, so
 * a copy of that storage in a new context is a fresh company of its own: restoring it spares each test a
 * registration, a sign-in (two password stretchings) and two loads of the app. Firebase mode registers
 * every company: they share the emulators.
 */
const freshLocalDesks = new Map<string, { email: string; state: StorageState }>();

/**
 * The origin a context whose storage is still empty will open (its baseURL: the app's, or a test's
 * proxy's); null outside local mode, or when the context holds anything (a page opened before, a browser
 * profile used before), which a copy would replace.
 */
async function emptyLocalOrigin(context: BrowserContext): Promise<string | null> {
  if (test.info().project.name !== 'local') return null;
  const { cookies, origins } = await context.storageState({ indexedDB: true });
  if (cookies.length > 0 || origins.length > 0) return null;
  const response = await context.request.head('/');
  return new URL(response.url()).origin;
}

/** A fresh company, signed in, on the main page. */
export async function signedInDesk(page: Page): Promise<string> {
  const context = page.context();
  const origin = await emptyLocalOrigin(context);
  const fresh = origin === null ? undefined : freshLocalDesks.get(origin);
  if (fresh) {
    await context.setStorageState(fresh.state);
    await page.goto('/main_checkin_checkout');
    await expect(page.getByRole('heading', { name: 'Front desk' })).toBeVisible(SLOW_CRYPTO);
    return fresh.email;
  }
  // Registration ends on the login screen: signing in there spares a second load of the app.
  const email = await registerCompany(page);
  await signIn(page, email);
  if (origin !== null)
    freshLocalDesks.set(origin, { email, state: await context.storageState({ indexedDB: true }) });
  return email;
}

/**
 * Fails on any serious or critical accessibility violation. Run by axe-core in the page itself, asked for
 * violations only: @axe-core/playwright opens a second page and injects axe twice on every call, which on
 * a busy machine took a screens walk past its time limit.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const severe = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => {
        const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        return `${violation.id}: ${violation.help} (${where})`;
      });
  });
  expect(severe, page.url()).toEqual([]);
}

/** Opens one page of Settings as the desk does: Settings in the navigation, then the page in its side menu. */
export async function openSettings(page: Page, pageName = 'Company'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const link = page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: pageName, exact: true });
  // Settings opens on its first page: clicking it again would take the focus from its main field.
  if ((await link.getAttribute('aria-current')) !== 'page') await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.spinner')).toHaveCount(0);
}

/** Settings → Visitor agreement: publishes this text as the next version, asked of every visitor. */
export async function publishAgreement(page: Page, text: string): Promise<void> {
  await openSettings(page, 'Visitor agreement');
  const settings = page.getByRole('form', { name: 'Visitor agreement' });
  await settings.getByLabel('Agreement text').fill(text);
  await settings.getByLabel('Ask every visitor to accept it before checking in').check();
  await settings.getByRole('button', { name: 'Save agreement' }).click();
  await expect(settings.getByRole('status')).toHaveText(
    'Saved as a new version: every check-in asks the visitor to accept it.',
  );
}
