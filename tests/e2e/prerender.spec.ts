import { expect, test, type Page } from '@playwright/test';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Visitor management for your front desk' },
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Register your company' },
  { path: '/about', heading: 'About' },
  { path: '/contact', heading: 'Contact' },
  { path: '/no_such_page', heading: 'Looking for something?' },
];

/** Errors React logs when the page it hydrates differs from the prerendered HTML, or anything else. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} is already painted: its heading, title and navbar`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Frontdesk`);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
      ).toBeVisible();
    });
  }

  test('the forms are there with their labels, disabled until the app runs; the screens behind login start empty', async ({
    page,
  }) => {
    await page.goto('/login');
    // Typed before the app runs, input would be lost, and a submit would put the password in the URL.
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeDisabled();
    await page.goto('/register');
    await expect(page.getByLabel('Aadhar Id')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
    await page.goto('/admin_dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('each public page hydrates without a mismatch and then works as the app', async ({ page }) => {
  const errors = consoleErrors(page);
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
  // Hydrated: a client-side link works without a page load.
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
  await expect(page.getByLabel('Aadhar Id')).toBeEnabled();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
