import { expect, test, type Page } from '@playwright/test';
import { downloadCsv, rows } from './support/dashboard';
import { expectAccessible, openSettings, publishAgreement, signedInDesk, uniqueEmail } from './support/desk';
import { readPdf } from './support/pdf';
import { checkIn, registerFirstTimeVisitor } from './support/visitors';

const AGREEMENT = 'Keep what you see in the lab confidential. Wear your badge at all times.';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Draws a stroke across the signature pad with the mouse. */
async function signWithMouse(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    const x = box.x + box.width * (0.15 + step * 0.05);
    const y = box.y + box.height * (0.6 + (step % 2 === 0 ? -0.25 : 0.2));
    await page.mouse.move(x, y, { steps: 3 });
  }
  await page.mouse.up();
}

test('a visitor signs the agreement with the mouse; the dashboard shows it signed, and its copy prints', async ({
  page,
}) => {
  await signedInDesk(page);
  await publishAgreement(page, AGREEMENT);

  await nav(page).getByRole('link', { name: 'Main page' }).click();
  await registerFirstTimeVisitor(page, { name: 'Sam Signer', email: uniqueEmail('sam') });
  const agreement = page.getByRole('group', { name: 'Visitor agreement (version 1)' });
  await expect(agreement.getByRole('region', { name: 'Agreement text' })).toHaveText(AGREEMENT);
  await expectAccessible(page);
  await agreement.getByLabel('Type your full name to accept').fill('sam  signer');
  await signWithMouse(page);
  const visitId = await checkIn(page);

  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await nav(page).getByRole('link', { name: 'Admin Dashboard' }).click();
  await page.getByRole('link', { name: `Signed agreement of visit ${visitId}` }).click();
  const copy = page.getByRole('article', { name: 'Signed copy' });
  await expect(copy).toContainText(AGREEMENT);
  await expect(copy).toContainText('sam signer');
  // Signed at the desk, whose screens are in English.
  await expect(copy.getByText('English', { exact: true })).toBeVisible();
  const signature = copy.getByRole('img', { name: 'Signature of sam signer' });
  await expect(signature).toBeVisible();
  // The stroke is in the image: some of its pixels are dark.
  const inked = await signature.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 100) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(50);
  await expectAccessible(page);
  const [printed] = await readPdf(await page.pdf({ printBackground: true }));
  // (A PDF's text breaks ligatures such as "fi": the check picks words without them.)
  expect(printed.text).toContain('Wear your badge at all times.');
  expect(printed.text).toContain(visitId);
});

test('an erased visitor is on no screen, in no search and in no CSV export; their visit still counts @core', async ({
  page,
}) => {
  await signedInDesk(page);
  const email = uniqueEmail('erin');
  await registerFirstTimeVisitor(page, { name: 'Erin Erasable', email });
  const visitId = await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await registerFirstTimeVisitor(page, { name: 'Oscar Other', email: uniqueEmail('oscar') });
  await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });

  // Asked while on site: refused, nothing changed.
  await openSettings(page, 'Privacy');
  await page.getByRole('link', { name: 'Privacy requests' }).click();
  await page.getByLabel('Visitor’s email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const held = page.getByRole('region', { name: `Held about ${email}` });
  await expect(held.getByRole('listitem')).toContainText(['1 visit', '1 registration']);
  await held.getByRole('button', { name: 'Erase their data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, erase' }).click();
  await expect(page.getByRole('alert')).toContainText('is on site now: check them out before erasing');

  await nav(page).getByRole('link', { name: 'Main page' }).click();
  await page.getByRole('link', { name: 'Check-Out' }).click();
  await page.getByLabel('Visit ID', { exact: true }).fill(visitId);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText('Checkout sucess');

  await openSettings(page, 'Privacy');
  await page.getByRole('link', { name: 'Privacy requests' }).click();
  await page.getByLabel('Visitor’s email').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await held.getByRole('button', { name: 'Erase their data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, erase' }).click();
  await expect(page.getByRole('alert')).toContainText(`Erased ${email}: 1 visit anonymised;`);
  await expect(page.getByRole('table', { name: /newest first/ })).toContainText('Erasure on request');
  await expectAccessible(page);

  await nav(page).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(rows(page)).toHaveText(['Oscar Other', 'Anonymised']);
  await expect(page.locator('main')).not.toContainText('Erin');
  await expect(page.locator('main')).not.toContainText(email);
  const csv = await downloadCsv(page);
  expect(csv).toHaveLength(3);
  expect(JSON.stringify(csv)).not.toContain('Erin');
  expect(JSON.stringify(csv)).not.toContain(email);
  await page.getByLabel('Search').fill('erin');
  await expect(page.getByText('No visits match “erin”.')).toBeVisible();
  await page.getByLabel('Search').fill('');
  await expect(rows(page)).toHaveCount(2);

  await nav(page).getByRole('link', { name: 'Main page' }).click();
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.locator('main')).not.toContainText('Erin');
  // The register no longer knows the email: a returning-visitor lookup does not find them.
  await page.goto('/email_verification');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter correct email id..!!');
});
