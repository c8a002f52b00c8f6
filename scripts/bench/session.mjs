// Signing a desk in through the UI, as tests/e2e/dashboardHelpers.ts does, and reading its tenant.

/** Registration and sign-in stretch the password (PBKDF2) in the browser: slow on a busy machine. */
const SLOW_CRYPTO = { timeout: 30_000 };

export async function logIn(page, base, { email, password }) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await page.getByRole('heading', { name: 'Front desk' }).waitFor(SLOW_CRYPTO);
}

/** Registers a new company through /register and signs in; returns its credentials. */
export async function registerAndSignIn(page, base) {
  const credentials = {
    email: `bench.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'bench-password',
  };
  await page.goto(`${base}/register`);
  for (const [label, value] of [
    ['Name', 'Bench Desk'],
    ['Email', credentials.email],
    ['Mobile', '9876543210'],
    ['Password', credentials.password],
    ['Aadhar Id', '234123412346'],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // The heading, not the URL: the URL changes before the login screen's code has loaded.
  await page.getByRole('heading', { name: 'Login' }).waitFor(SLOW_CRYPTO);
  await logIn(page, base, credentials);
  return credentials;
}

/**
 * After a browser restart: the stored session should still hold; signs in again if it does not.
 * Returns whether it had to.
 */
export async function ensureSignedIn(page, base, credentials) {
  await page.goto(`${base}/main_checkin_checkout`);
  const heading = page.getByRole('heading', { name: /^(Front desk|Login)$/ }).first();
  await heading.waitFor(SLOW_CRYPTO);
  if ((await heading.textContent()) !== 'Login') return false;
  await logIn(page, base, credentials);
  return true;
}

/** The signed-in company: the `sub` claim of the ID token the app keeps in localStorage. */
export function tenantOf(page) {
  return page.evaluate(() => {
    const token = localStorage.getItem('frontdesk.idToken');
    if (!token) throw new Error('not signed in: no frontdesk.idToken in localStorage');
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub;
  });
}
