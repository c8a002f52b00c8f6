import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, openSettings, signedInDesk, uniqueEmail } from './support/desk';
import { checkIn, registerFirstTimeVisitor } from './support/visitors';

async function openDirectory(page: Page) {
  await openSettings(page, 'Directory');
  await expect(page.getByRole('table', { name: 'Hosts' })).toBeVisible();
}

const hostRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Hosts' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test('a new company replaces the examples: its own host is offered and emailed at their own address @core', async ({
  page,
}) => {
  await signedInDesk(page);
  await openDirectory(page);
  await expect(page.getByText(/The hosts marked Example notify your own account email/)).toBeVisible();
  await expect(hostRow(page, 'Priya Sharma Example')).toBeVisible();
  await expectAccessible(page);

  const hostEmail = uniqueEmail('meera');
  const newHost = page.getByRole('form', { name: 'New host' });
  await newHost.getByLabel('Host name').fill('Meera Nair');
  await newHost.getByLabel('Host email').fill('meera@globex.example, boss@globex.example');
  await newHost.getByRole('button', { name: 'Add host' }).click();
  await expect(newHost.getByRole('alert')).toHaveText(
    'Enter one email address for the host, such as priya@acme.com',
  );
  // A failed save keeps what was typed.
  await expect(newHost.getByLabel('Host name')).toHaveValue('Meera Nair');
  await newHost.getByLabel('Host email').fill(hostEmail);
  await newHost.getByLabel('Host company').selectOption('Globex Corporation');
  await newHost.getByRole('button', { name: 'Add host' }).click();
  // Only the server's acknowledgement says "Added"; the form is then empty for the next host.
  await expect(page.getByRole('status').filter({ hasText: /^Added Meera Nair\.$/ })).toBeVisible();
  await expect(newHost.getByLabel('Host name')).toHaveValue('');
  await expect(hostRow(page, 'Meera Nair')).toContainText(hostEmail);
  await expect(hostRow(page, 'Meera Nair')).toContainText('Globex Corporation');

  await page.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(page, { name: 'Zara Khan', email: uniqueEmail('zara') });
  await page.getByLabel('Company Name').selectOption('Globex Corporation');
  await expect(page.getByLabel('Whom To Meet').locator('option')).toHaveText([
    'Choose whom to meet',
    'Anita Desai',
    'Meera Nair',
  ]);
  await page.getByLabel('Whom To Meet').selectOption('Meera Nair');
  await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(
    page.getByRole('article', { name: `Zara Khan is here to meet you..!! to ${hostEmail}` }),
  ).toBeVisible();

  await openDirectory(page);
  await hostRow(page, 'Meera Nair').getByRole('button', { name: 'Deactivate Meera Nair' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Meera Nair is no longer offered to visitors\.$/ }),
  ).toBeVisible();
  await expect(hostRow(page, 'Meera Nair')).toContainText('No');
  await page.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(page, { name: 'Omar Ali', email: uniqueEmail('omar') });
  await page.getByLabel('Company Name').selectOption('Globex Corporation');
  await expect(page.getByLabel('Whom To Meet').locator('option')).toHaveText([
    'Choose whom to meet',
    'Anita Desai',
  ]);
});

test('a host CSV with one bad row names that row and imports nothing; a good one imports every row', async ({
  page,
}) => {
  await signedInDesk(page);
  await openDirectory(page);
  const rows = ['name,email,phone,company,active'];
  for (let index = 2; index <= 9; index++)
    rows.push(`Imported ${index},imported${index}@initech.example,,Initech,yes`);
  rows[6] = 'Imported 7,not-an-email,,Initech,yes';
  const input = page.getByLabel('Import hosts from a CSV file');
  await input.setInputFiles({
    name: 'hosts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n')),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(alert).toContainText('Row 7: “not-an-email” is not an email address.');
  await expect(page.getByRole('table', { name: 'Hosts' }).getByRole('rowheader')).toHaveCount(3);
  await expectAccessible(page);

  rows[6] = 'Imported 7,imported7@initech.example,,Initech,no';
  await input.setInputFiles({
    name: 'hosts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n')),
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported 8 hosts: 8 new, 0 updated.' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Hosts' }).getByRole('rowheader')).toHaveCount(11);
  await expect(hostRow(page, 'Imported 7')).toContainText('No');
  await expect(page.getByRole('listitem').filter({ hasText: 'Initech' })).toBeVisible();
});

test('the profile and the site are kept, one Save each, with clear messages, and unsaved changes are asked about', async ({
  page,
}, testInfo) => {
  await signedInDesk(page);
  await openSettings(page);
  await expect(
    testInfo.project.name === 'firebase'
      ? page.getByText('Emails are not sent yet.')
      : page.getByText('Local mode: emails to visitors and hosts are kept on the Outbox screen'),
  ).toBeVisible();
  await expect(page.getByLabel('Aadhar Id')).toHaveValue('XXXX XXXX 2346');
  await expect(page.getByLabel('Account email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByLabel('Name', { exact: true }).fill('Acme Lobby');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving with the name unsaved asks; dismissed, the desk stays with what it typed.
  const menu = page.getByRole('navigation', { name: 'Settings pages' });
  page.once('dialog', (dialog) => void dialog.dismiss());
  await menu.getByRole('link', { name: 'Site & policies' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Acme Lobby');
  // So does the browser's Back: dismissed, it stays, before the router has heard of it.
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    await dialog.dismiss();
    return dialog.message();
  });
  await page.evaluate(() => history.back());
  expect(await asked).toBe('You have changes on this page that are not saved. Leave without saving them?');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Acme Lobby');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // A save during a network cut: in Firebase mode it waits on the desk, counted by the banner, and
  // reaches the server when the network returns; in local mode the database is on the desk, saved at once.
  const banner = page.getByRole('status').filter({ hasText: 'This desk is offline.' });
  await page.context().setOffline(true);
  await page.getByLabel('Name', { exact: true }).fill('Acme Lobby West');
  await page.getByRole('button', { name: 'Save profile' }).click();
  if (testInfo.project.name === 'firebase') {
    // This save; the desk's own upkeep (its timed duties, visit IDs held ahead) is not counted.
    await expect(banner).toHaveText('This desk is offline. 1 change waits to be sent.');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
  } else {
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await expect(banner).toHaveText('This desk is offline.');
  }
  await page.context().setOffline(false);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect(banner).toBeHidden();
  await expect(page.getByText(/^Back online/)).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Acme Lobby West');

  await menu.getByRole('link', { name: 'Site & policies' }).click();
  const site = page.getByRole('form', { name: 'Site & policies' });
  const zone = site.getByLabel('Time zone');
  await expect(zone).toBeFocused();
  await zone.fill('Asia/Kolkatta');
  await site.getByRole('button', { name: 'Save site' }).click();
  await expect(site.getByRole('alert')).toHaveText(
    '“Asia/Kolkatta” is not a time zone. Use a name such as Asia/Kolkata or Europe/London.',
  );
  await zone.fill('Asia/Kolkata');
  await site.getByLabel('Check out visits automatically after (hours)').fill('12');
  await site.getByRole('button', { name: 'Save site' }).click();
  await expect(site.getByRole('alert')).toHaveText(
    'Saved: the desk’s day now runs by Asia/Kolkata; visits still open 12 hours after check-in are checked out automatically.',
  );
  await expectAccessible(page);
  await page.reload();
  await expect(site.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');
  await expect(site.getByLabel('Check out visits automatically after (hours)')).toHaveValue('12');
  await menu.getByRole('link', { name: 'Company' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Acme Lobby West');
});

test('contactless settings: the desk’s position from this device, a radius, the geofence and the arrival policy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.9716, longitude: 77.5946, accuracy: 12 });
  await signedInDesk(page);
  await openSettings(page, 'Contactless');
  const form = page.getByRole('form', { name: 'Contactless check-in' });
  const save = form.getByRole('button', { name: 'Save contactless settings' });
  const problem = form.getByRole('alert');
  await expect(form.getByLabel('Radius (metres)')).toHaveValue('150');
  await expect(form.getByLabel('The desk confirms every arrival')).toBeChecked();

  await form.getByLabel(/^Geofence/).check();
  await save.click();
  await expect(problem).toHaveText('Set the desk’s position before turning the geofence on.');

  await form.getByRole('button', { name: 'Use this device’s location' }).click();
  await expect(form.getByLabel('Latitude')).toHaveValue('12.971600');
  await expect(form.getByLabel('Longitude')).toHaveValue('77.594600');
  await form.getByLabel('Radius (metres)').fill('5');
  await save.click();
  await expect(problem).toHaveText('The radius must be a whole number of metres from 20 to 5000.');
  // A failed save keeps what was typed.
  await expect(form.getByLabel('Latitude')).toHaveValue('12.971600');

  await form.getByLabel('Radius (metres)').fill('250');
  await form.getByLabel('Invited visitors check in by themselves').check();
  await save.click();
  await expect(form.getByText('Saved: contactless check-in follows these settings now.')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(form.getByLabel('Latitude')).toHaveValue('12.9716');
  await expect(form.getByLabel('Radius (metres)')).toHaveValue('250');
  await expect(form.getByLabel(/^Geofence/)).toBeChecked();
  await expect(form.getByLabel('Invited visitors check in by themselves')).toBeChecked();
});
