import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  login,
  PASSWORD,
  registerCompany,
  signedInDesk,
  SLOW_CRYPTO,
  uniqueEmail,
  VALID_AADHAAR,
} from './support/desk';

function unsignedToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** Whether the Firebase SDK keeps a signed-in user in this browser (never, in local mode). */
function sdkKeepsAUser(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('firebaseLocalStorageDb');
    // No such database: nothing kept (and none made by asking).
    open.onupgradeneeded = () => {
      open.transaction?.abort();
      resolve(false);
    };
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const count = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
    };
  });
}

test.describe('login', () => {
  test('checks the email, then the password, then the credentials', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(alert).toHaveText('email field cannot be left empty');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(alert).toHaveText('Password field cannot be left empty');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(alert).toHaveText('Please check the entered credentials.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('works from the keyboard alone and stores the token', async ({ page }) => {
    const email = await registerCompany(page);
    await page.goto('/login');
    // The prerendered form stays disabled until the app runs; focusing it earlier leaves focus on the page.
    await expect(page.getByLabel('Email')).toBeEnabled();
    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    // Sign-in stretches the password (local) or asks the Auth emulator (firebase): slow on a busy machine.
    await expect(page).toHaveURL(/\/main_checkin_checkout$/, SLOW_CRYPTO);
    expect(await page.evaluate(() => localStorage.getItem('frontdesk.idToken'))).toMatch(/^ey/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Main page' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});

test.describe('company registration', () => {
  test('names each blank field in order, whitespace counting as blank', async ({ page }) => {
    await page.goto('/register');
    await expectAccessible(page);
    const alert = page.getByRole('alert');
    const submit = () => page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Name').fill('   ');
    await submit();
    await expect(alert).toHaveText('Name field cannot be left empty');
    await page.getByLabel('Name').fill('Acme');
    await submit();
    await expect(alert).toHaveText('Email field cannot be left empty');
    await page.getByLabel('Email').fill(uniqueEmail('acme'));
    await submit();
    await expect(alert).toHaveText('Mobile field cannot be left empty');
    await page.getByLabel('Mobile').fill('9876543210');
    await submit();
    await expect(alert).toHaveText('Password field cannot be left empty');
    await page.getByLabel('Password').fill(PASSWORD);
    await submit();
    await expect(alert).toHaveText('Aadhar Id field cannot be left empty');
    await page.getByLabel('Aadhar Id').fill('234123412345');
    await submit();
    await expect(alert).toHaveText('Aadhar Id must be a valid 12-digit Aadhaar number.');
    await page.getByLabel('Aadhar Id').fill(VALID_AADHAAR);
    await submit();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Successfully registered..!! Please login to continue.');
  });

  test('shows the backend message for an email already registered, and stays @core', async ({ page }) => {
    const email = await registerCompany(page);
    await page.goto('/register');
    await page.getByLabel('Name').fill('Copycat');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Mobile').fill('9876543210');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Aadhar Id').fill(VALID_AADHAAR);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The email address is already in use by another account.',
    );
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Name')).toHaveValue('Copycat');
  });

  test('keeps only the last four Aadhaar digits', async ({ page }) => {
    await registerCompany(page);
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('frontdesk');
          open.onerror = () => reject(new Error('cannot open'));
          open.onsuccess = () => {
            const request = open.result.transaction('companies').objectStore('companies').getAll();
            request.onsuccess = () => resolve(JSON.stringify(request.result));
          };
        }),
    );
    expect(stored).toContain('"aadhaarLast4":"2346"');
    expect(stored).not.toContain(VALID_AADHAAR);
    expect(stored).not.toContain(PASSWORD);
  });
});

test.describe('session', () => {
  test('survives a reload, and logout clears the token and the visit-data flag @core', async ({ page }) => {
    await signedInDesk(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Front desk' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('frontdesk.visitDataLoaded')))
      .toBe('true');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('frontdesk.idToken'),
        localStorage.getItem('frontdesk.visitDataLoaded'),
      ]),
    ).toEqual([null, null]);
    await page.goto('/main_checkin_checkout');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a Logout clicked while the backend restores the session after a reload stays a logout @core', async ({
    page,
  }, testInfo) => {
    await signedInDesk(page);
    // Firestore's answers held back after the reload: the backend's restore of the stored session reads
    // the member's documents, so it waits on them, and the click lands while it is on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reloaded = false;
    let backendAsked: () => void = () => undefined;
    const restoreReads = new Promise<void>((resolve) => {
      backendAsked = resolve;
    });
    await page.route('**/google.firestore.v1.Firestore/**', async (route) => {
      // The page before the reload may still be asking as it goes: only the new one's reads count.
      if (reloaded) backendAsked();
      await held;
      // A request of the page before the reload has nowhere to go on to.
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    reloaded = true;
    // In firebase mode the new page's first read is the restore's own (every screen waits for the restored
    // backend): it has taken the stored token. Local mode reads IndexedDB, with nothing to hold.
    if (testInfo.project.name === 'firebase') await restoreReads;
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    release();
    // The logout's own sign-out waits for the restore: once the SDK keeps no user, the restore has answered.
    await expect.poll(() => page.evaluate(sdkKeepsAUser), SLOW_CRYPTO).toBe(false);
    await expect(page).toHaveURL(/\/login$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('frontdesk.idToken'))).toBeNull();
  });

  test('an expired token at start logs out and opens /login', async ({ page }) => {
    await page.goto('/');
    const expired = unsignedToken({ sub: 'someone', exp: Math.floor(Date.now() / 1000) - 60 });
    await page.evaluate((token) => localStorage.setItem('frontdesk.idToken', token), expired);
    await page.goto('/admin_dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please log in again.');
    expect(await page.evaluate(() => localStorage.getItem('frontdesk.idToken'))).toBeNull();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });

  test('a token this browser did not sign is not accepted', async ({ page }) => {
    await page.goto('/');
    const forged = unsignedToken({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + 3600 });
    await page.evaluate((token) => localStorage.setItem('frontdesk.idToken', token), forged);
    await page.goto('/main_checkin_checkout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('frontdesk.idToken'))).toBeNull();
  });

  test('login page sends a signed-in operator to the main page', async ({ page }) => {
    const email = await registerCompany(page);
    await login(page, email);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/main_checkin_checkout$/);
  });
});
