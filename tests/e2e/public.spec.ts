import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/desk';

const PROTECTED = [
  '/main_checkin_checkout',
  '/first_time_or_registered_before',
  '/visitor_registration',
  '/email_verification',
  '/user_visit_details_updated',
  '/checkin_success',
  '/checkout',
  '/admin_dashboard',
  '/outbox',
];

test('the landing page has Register, How it works, the features and a footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Local mode — data stays in this browser')).toBeVisible();
  const features = page.getByRole('region', { name: 'Features' });
  for (const feature of [
    'Contactless check-in',
    'Safety and compliance',
    'Geofencing',
    'Dynamic dashboard',
  ]) {
    await expect(features.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('Frontdesk');
  await page.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/#how-it-works$/);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Aadhar Id')).toBeVisible();
});

test('the navbar offers Login and Register when logged out', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('about and contact pages render', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path says so and links home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Looking for something?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('every protected route sends a logged-out user to /login', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'LOGIN' }), path).toBeVisible();
  }
});
