import { expect, test, type Page } from '@playwright/test';
import { downloadCsv, rows } from './support/dashboard';
import { expectAccessible, openSettings, publishAgreement, signedInDesk, uniqueEmail } from './support/desk';
import { PHONE_SCREEN, phoneContext, scanDeskCode } from './support/phone';
import { checkIn, chooseHost, registerFirstTimeVisitor } from './support/visitors';

const QUESTIONS = ['Employer', 'Safety induction completed', 'Work to be done'];

/** Settings → Visitor types: a type from its template, changed by `edit` before it is saved. */
async function addTypeFromTemplate(page: Page, name: string, edit: () => Promise<void>) {
  await openSettings(page, 'Visitor types');
  await page.getByLabel('New type from').selectOption({ label: `The ${name} template` });
  await page.getByRole('button', { name: 'Add a visitor type' }).click();
  await edit();
  await page.getByRole('button', { name: 'Save the type' }).click();
  // The alert too: a refused save then fails here with the backend's reason, not a missing status.
  await expect(page.getByRole('status').or(page.getByRole('alert'))).toHaveText(
    `Saved ${name}: the desk asks its questions from the next check-in.`,
    { timeout: 20_000 },
  );
}

/** The fields of the visit details form, by label, in the order the desk shows them. */
const formFields = (page: Page) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Check In' }) })
    .locator('input, select, textarea')
    .evaluateAll((fields) =>
      fields.map((field) => (field as HTMLInputElement).labels?.[0]?.textContent.trim() ?? '?'),
    );

test('an admin adds the Contractor type; the desk asks its questions, and the dashboard, export and badge show the answers @core', async ({
  page,
}) => {
  // A company, a saved type, two check-ins, the dashboard, an export and a badge: on the emulators each
  // step is a round trip.
  test.slow();
  await signedInDesk(page);

  // 1. Settings → Visitor types: a Contractor from its template.
  await openSettings(page, 'Visitor types');
  await expect(page).toHaveURL(/\/settings\/visitor-types$/);
  await expect(page.getByRole('table', { name: 'Visitor types' }).getByRole('rowheader')).toHaveText([
    'Meeting',
    'Interview',
    'Others',
  ]);
  await expectAccessible(page);
  await page.getByLabel('New type from').selectOption({ label: 'The Contractor template' });
  await page.getByRole('button', { name: 'Add a visitor type' }).click();
  await expect(page.getByRole('heading', { name: 'New visitor type' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Contractor');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save the type' }).click();
  // The alert too: a refused save then fails here with the backend's reason, not a missing status.
  await expect(page.getByRole('status').or(page.getByRole('alert'))).toHaveText(
    'Saved Contractor: the desk asks its questions from the next check-in.',
    { timeout: 20_000 },
  );
  const contractorRow = page
    .getByRole('table', { name: 'Visitor types' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Contractor' }) });
  await expect(contractorRow).toContainText(QUESTIONS.join(', '));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit Contractor' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Contractor' })).toBeVisible();
  // The template prints the answers on the badge already: nothing to change.
  await expect(
    page.getByRole('checkbox', { name: 'Print the answers on the visitor’s badge' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(contractorRow).toBeVisible();

  // 2. The desk: a registered visitor checks in as a Contractor.
  await page.goto('/main_checkin_checkout');
  const name = `Carl Contractor ${Date.now().toString(36)}`;
  await registerFirstTimeVisitor(page, { name, email: uniqueEmail('carl') });
  await expect(page.getByLabel('Visit Type')).toHaveValue('Meeting');
  await expect(page.getByLabel('Employer', { exact: true })).toHaveCount(0);
  await page.getByLabel('Visit Type').selectOption('Contractor');
  await expect
    .poll(() => formFields(page))
    .toEqual([
      'Visit Type',
      'Company Name',
      'Whom To Meet',
      'Employer',
      'Safety induction completed',
      'Work to be done (optional)',
    ]);
  await chooseHost(page, 'Priya Sharma');
  await page.getByLabel('Safety induction completed').selectOption('Yes');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByText('Please answer “Employer”.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Employer', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/user_visit_details_updated$/);
  // Nothing typed or chosen is lost.
  await expect(page.getByLabel('Whom To Meet').locator('option:checked')).toHaveText('Priya Sharma');
  await expect(page.getByLabel('Safety induction completed')).toHaveValue('yes');
  await expect(page.getByLabel('Visit Type')).toHaveValue('Contractor');
  await expectAccessible(page);
  await page.getByLabel('Employer', { exact: true }).fill('Bob’s Builders');
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page).toHaveURL(/\/checkin_success$/);
  await expect(page.getByText('Check in Successful..!! Enjoy your visit.', { exact: true })).toBeVisible();
  const visitId = (await page.locator('.visit-id-number').textContent()) ?? '';
  expect(visitId).toMatch(/^\d{6}$/);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });

  // 3. The dashboard: the visit's answers in its drawer, and in the export.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(rows(page)).toHaveText([name]);
  await page.getByRole('button', { name: `Details of ${name}, visit ID ${visitId}` }).click();
  const drawer = page.getByRole('region', { name: `${name}, visit ${visitId}` });
  await expect(drawer.getByRole('heading', { name: 'Answers' })).toBeVisible();
  const answers = drawer.getByRole('heading', { name: 'Answers' }).locator('+ dl');
  await expect(answers.locator('dt')).toHaveText(['Employer', 'Safety induction completed']);
  await expect(answers.locator('dd')).toHaveText(['Bob’s Builders', 'Yes']);
  await expect(drawer).toContainText('Contractor');

  // The drawer covers the list's tools: closed for the export, opened again for the badge.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const [header, ...lines] = await downloadCsv(page);
  expect(header.slice(-QUESTIONS.length)).toEqual(QUESTIONS);
  expect(lines).toHaveLength(1);
  const line = lines[0] ?? [];
  expect(line[0]).toBe(name);
  expect(line).toEqual(expect.arrayContaining(['Contractor', 'Bob’s Builders', 'Yes']));
  expect(line.slice(-QUESTIONS.length)).toEqual(['Bob’s Builders', 'Yes', '']);

  // 4. The badge: the type's name and, as the type says, its answers.
  await page.getByRole('button', { name: `Details of ${name}, visit ID ${visitId}` }).click();
  await drawer.getByRole('link', { name: 'Print badge' }).click();
  await expect(page).toHaveURL(/\/badge\/[^/]+$/);
  const badge = page.getByRole('article', { name: `Badge of ${name}` });
  await expect(badge.getByText('Contractor', { exact: true })).toBeVisible();
  await expect(badge.getByText('Employer: Bob’s Builders', { exact: true })).toBeVisible();
  await expect(badge.getByText('Safety induction completed: Yes', { exact: true })).toBeVisible();
  await expect(badge.getByLabel(`Visit ID ${visitId}`)).toBeVisible();

  // 5. A visitor of the spec's default type checks in as before: no questions.
  await page.goto('/main_checkin_checkout');
  await registerFirstTimeVisitor(page, { name: 'Mona Meeting', email: uniqueEmail('mona') });
  await expect(page.getByLabel('Visit Type')).toHaveValue('Meeting');
  await expect(page.getByLabel('Visit Type').locator('option')).toHaveText([
    'Meeting',
    'Interview',
    'Others',
    'Contractor',
  ]);
  await chooseHost(page);
  await expect(page.getByLabel('Employer')).toHaveCount(0);
  await expect.poll(() => formFields(page)).toEqual(['Visit Type', 'Company Name', 'Whom To Meet']);
  await checkIn(page);
  await expect(page.getByText('Check in Successful..!! Enjoy your visit.', { exact: true })).toBeVisible();
});

test('a contractor checks in from the phone in Spanish answering its questions; the desk sees the answers, and so does the visit @core', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  await signedInDesk(page);
  // The template comes with its questions in Spanish; the company words its first question its own way.
  await addTypeFromTemplate(page, 'Contractor', async () => {
    await page.getByLabel('Translate into').selectOption({ label: 'Español' });
    await expect(page.getByLabel('Question 1 in Español')).toHaveValue('Empresa para la que trabaja');
    await page.getByLabel('Question 1 in Español').fill('Empresa donde trabaja');
  });
  const url = await scanDeskCode(page);

  const phone = await (await phoneContext(browser, context, testInfo.project.name)).newPage();
  await phone.setViewportSize(PHONE_SCREEN);
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Check in at Acme Front Desk' })).toBeVisible();
  // Spanish, chosen from the menu by its own name: the page's words change, the company's do not.
  await phone.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(phone.getByRole('heading', { name: 'Registrar entrada en Acme Front Desk' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
  await phone.getByLabel('Su nombre').fill('Carla Teléfono');
  await phone.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('carla'));
  await phone.getByLabel('Móvil', { exact: true }).fill('9876543210');
  // The product's type names in Spanish (a name the company wrote would stay as written).
  await expect(phone.getByLabel('Tipo de visita').locator('option')).toHaveText([
    'Elija…',
    'Reunión',
    'Entrevista',
    'Otros',
    'Contratista',
  ]);
  await expect(phone.getByLabel('Empresa donde trabaja', { exact: true })).toHaveCount(0);
  await phone.getByLabel('Tipo de visita').selectOption('Contratista');
  // Every question in Spanish: no note that the company's words are shown as written.
  await expect(phone.getByLabel('Trabajo a realizar (opcional)')).toBeVisible();
  await expect(
    phone.getByText(/redactó sus tipos de visita, preguntas y acuerdo en su propio idioma/),
  ).toHaveCount(0);
  await phone.getByLabel('Empresa que visita').selectOption('Acme Corporation');
  await phone.getByLabel('Persona a la que visita').selectOption({ label: 'Priya Sharma' });
  await phone.getByLabel('Inducción de seguridad completada').selectOption('Sí');
  await phone.getByLabel(/^Acepto que/).check();
  await phone.getByRole('button', { name: 'Registrar entrada' }).click();
  // The required question left empty is named (in the company's Spanish) and focused; everything else
  // stays as typed.
  await expect(phone.getByText('Responda a «Empresa donde trabaja».', { exact: true })).toBeVisible();
  await expect(phone.getByLabel('Empresa donde trabaja', { exact: true })).toBeFocused();
  await expect(phone.getByLabel('Su nombre')).toHaveValue('Carla Teléfono');
  await expect(phone.getByLabel('Inducción de seguridad completada')).toHaveValue('yes');
  await expect(phone.getByLabel('Trabajo a realizar (opcional)')).toBeVisible();
  await expectAccessible(phone);
  await phone.getByLabel('Empresa donde trabaja', { exact: true }).fill('Bob’s Builders');
  await phone.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(phone.getByText('Esperando a recepción…')).toBeVisible();

  await page.goto('/main_checkin_checkout');
  const arriving = page.getByRole('region', { name: 'Arriving' });
  await expect(arriving.getByText('Contractor: Bob’s Builders · Yes')).toBeVisible();
  await arriving.getByRole('button', { name: 'Confirm Carla Teléfono' }).click();
  const checkedIn = phone.getByText(/^Entrada registrada — su ID de visita es (\d{6})$/);
  await expect(checkedIn).toBeVisible({ timeout: 10_000 });
  const visitId = (await checkedIn.textContent())?.match(/\d{6}/)?.[0] ?? '';

  await page.goto('/admin_dashboard');
  await page.getByRole('button', { name: `Details of Carla Teléfono, visit ID ${visitId}` }).click();
  const drawer = page.getByRole('region', { name: `Carla Teléfono, visit ${visitId}` });
  const answers = drawer.getByRole('heading', { name: 'Answers' }).locator('+ dl');
  await expect(answers.locator('dt')).toHaveText(['Employer', 'Safety induction completed']);
  await expect(answers.locator('dd')).toHaveText(['Bob’s Builders', 'Yes']);
});

test('an Arabic visitor’s phone page reads right to left, mirrored, with axe clean; English is back as the spec has it', async ({
  page,
  context,
  browser,
}, testInfo) => {
  await signedInDesk(page);
  const url = await scanDeskCode(page);
  const own = await phoneContext(browser, context, testInfo.project.name);
  const phone = await own.newPage();
  await phone.setViewportSize(PHONE_SCREEN);
  await phone.goto(url);
  await phone.getByLabel('Language').selectOption({ label: 'العربية' });
  await expect(phone.getByRole('heading', { name: 'تسجيل الوصول لدى Acme Front Desk' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
  // Mirrored: the name's field starts at the right edge of the form, the language menu at the left.
  const field = await phone.getByLabel('اسمك').boundingBox();
  const form = await phone.locator('form').boundingBox();
  const menu = await phone.getByLabel('اللغة').boundingBox();
  if (!field || !form || !menu) throw new Error('not laid out');
  expect(Math.abs(field.x + field.width - (form.x + form.width))).toBeLessThan(40);
  expect(menu.x).toBeLessThan(PHONE_SCREEN.width / 2);
  await expectAccessible(phone);
  await phone.getByLabel('اللغة').selectOption({ label: 'English' });
  await expect(phone.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(phone.getByRole('heading', { name: 'Check in at Acme Front Desk' })).toBeVisible();
  await expect(phone.getByLabel('Your name')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Check in' })).toBeVisible();
});

test('a delivery needs no host: the desk and the phone check it in with "No host", and only the visitor is emailed @core', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  await signedInDesk(page);
  // The template needs no host already: most parcels are for reception.
  await addTypeFromTemplate(page, 'Delivery', () =>
    expect(page.getByRole('checkbox', { name: /^The visitor meets a host/ })).not.toBeChecked(),
  );

  await page.goto('/main_checkin_checkout');
  const name = `Dina Delivery ${Date.now().toString(36)}`;
  await registerFirstTimeVisitor(page, { name, email: uniqueEmail('dina') });
  await page.getByLabel('Visit Type').selectOption('Delivery');
  await expect(page.getByLabel('Whom To Meet')).toHaveValue('');
  await expect(page.getByLabel('Whom To Meet').locator('option:checked')).toHaveText(
    'No host (this visitor type needs none)',
  );
  await page.getByLabel('Carrier').selectOption('DHL');
  await page.getByLabel('Number of packages').fill('2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page).toHaveURL(/\/checkin_success$/);
  const visitId = (await page.locator('.visit-id-number').textContent()) ?? '';

  await page.goto('/admin_dashboard');
  await page.getByRole('button', { name: `Details of ${name}, visit ID ${visitId}` }).click();
  const drawer = page.getByRole('region', { name: `${name}, visit ${visitId}` });
  await expect(drawer.locator('.visit-mail li')).toHaveCount(1);
  await expect(drawer.locator('.visit-mail li')).toContainText('Visitor:');

  // The phone: a courier leaves the host at "No host", and the desk confirms a visit for nobody.
  const url = await scanDeskCode(page);
  const phone = await (await phoneContext(browser, context, testInfo.project.name)).newPage();
  await phone.setViewportSize(PHONE_SCREEN);
  await phone.goto(url);
  const courier = `Colin Courier ${Date.now().toString(36)}`;
  await phone.getByLabel('Your name').fill(courier);
  await phone.getByLabel('Email', { exact: true }).fill(uniqueEmail('colin'));
  await phone.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await phone.getByLabel('Visit type').selectOption('Delivery');
  await phone.getByLabel('Company you are visiting').selectOption('Acme Corporation');
  await expect(phone.getByLabel('Whom to meet').locator('option:checked')).toHaveText(
    'No host (this visit type needs none)',
  );
  await phone.getByLabel('Carrier').selectOption('UPS');
  await phone.getByLabel('Number of packages').fill('1');
  await phone.getByLabel(/^I agree that/).check();
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Check in' }).click();
  await expect(phone.getByText('Waiting for the front desk…')).toBeVisible();

  await page.goto('/main_checkin_checkout');
  const arriving = page.getByRole('region', { name: 'Arriving' });
  await expect(arriving.getByText(`${courier} with no host (Acme Corporation)`)).toBeVisible();
  await arriving.getByRole('button', { name: `Confirm ${courier}` }).click();
  await expect(phone.getByText(/^Checked in — your visit ID is \d{6}$/)).toBeVisible({ timeout: 10_000 });
});

test('the company’s Spanish agreement: written in Settings beside the version, read and signed on a Spanish phone, kept with the visit', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  const original = 'Wear your badge at all times and keep what you see confidential.';
  const spanish = 'Lleve su credencial en todo momento y guarde la confidencialidad.';
  await signedInDesk(page);
  await publishAgreement(page, original);
  const translations = page.getByRole('form', { name: 'Translations' });
  await translations.getByLabel('Language').selectOption({ label: 'Español' });
  await translations.getByLabel('Translation into Español').fill(spanish);
  await translations.getByRole('button', { name: 'Save translations' }).click();
  await expect(translations.getByRole('status')).toHaveText(
    'Saved: visitors who choose Español read your translation of version 1.',
  );
  await expectAccessible(page);

  const url = await scanDeskCode(page);
  const phone = await (await phoneContext(browser, context, testInfo.project.name)).newPage();
  await phone.setViewportSize(PHONE_SCREEN);
  await phone.goto(url);
  await phone.getByLabel('Language').selectOption({ label: 'Español' });
  await phone.getByLabel('Su nombre', { exact: true }).fill('Lucía Firma');
  await phone.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('lucia'));
  await phone.getByLabel('Móvil', { exact: true }).fill('9876543210');
  await phone.getByLabel('Tipo de visita').selectOption('Reunión');
  await phone.getByLabel('Empresa que visita').selectOption('Acme Corporation');
  await phone.getByLabel('Persona a la que visita').selectOption({ label: 'Priya Sharma' });
  const agreement = phone.getByRole('group', { name: 'Acuerdo para visitantes (versión 1)' });
  await expect(agreement.getByRole('region', { name: 'Texto del acuerdo' })).toHaveText(spanish);
  await agreement.getByText('El acuerdo tal como lo redactó la empresa').click();
  await expect(agreement.getByText(original)).toBeVisible();
  await expectAccessible(phone);
  await agreement.getByLabel('Escriba su nombre completo para aceptar').fill('Lucía Firma');
  await phone.getByLabel(/^Acepto que/).check();
  await phone.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(phone.getByText('Esperando a recepción…')).toBeVisible();

  await page.goto('/main_checkin_checkout');
  await page
    .getByRole('region', { name: 'Arriving' })
    .getByRole('button', { name: 'Confirm Lucía Firma' })
    .click();
  const checkedIn = phone.getByText(/^Entrada registrada — su ID de visita es (\d{6})$/);
  await expect(checkedIn).toBeVisible({ timeout: 10_000 });
  const visitId = (await checkedIn.textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page.goto('/admin_dashboard');
  await page.getByRole('link', { name: `Signed agreement of visit ${visitId}` }).click();
  const copy = page.getByRole('article', { name: 'Signed copy' });
  await expect(copy).toContainText(original);
  await expect(copy.getByText('Español', { exact: true })).toBeVisible();
  // What the visitor read, the company's translation, beside the version's own text.
  await expect(
    copy.getByRole('heading', { name: 'As read in Español: the company’s translation' }),
  ).toBeVisible();
  await expect(copy).toContainText(spanish);
});

test('a contractor’s safety induction, another agreement of the company: signed by its visitors at the desk and on the phone, each visit keeping its revision @core', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  const induction = 'Wear a hard hat beyond the yellow line, and gloves in the workshop.';
  await signedInDesk(page);
  await openSettings(page, 'Visitor agreement');
  const adding = page.getByRole('form', { name: 'Add an agreement' });
  await adding.getByLabel('Name').fill('Safety induction');
  await adding.getByLabel('Text of this agreement').fill(induction);
  await adding.getByRole('button', { name: 'Add agreement' }).click();
  await expect(adding.getByRole('status').or(adding.getByRole('alert'))).toHaveText(
    'Added: choose it in a visitor type’s settings.',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('form', { name: 'Safety induction', exact: true })).toContainText(
    'Revision 1, published',
  );
  const spanish = 'Use casco más allá de la línea amarilla, y guantes en el taller.';
  const translations = page.getByRole('form', { name: 'Translations of Safety induction' });
  await translations.getByLabel('Language').selectOption({ label: 'Español' });
  await translations.getByLabel('Translation into Español').fill(spanish);
  await translations.getByRole('button', { name: 'Save translations' }).click();
  await expect(translations.getByRole('status')).toHaveText(
    'Saved: visitors who choose Español read your translation of revision 1.',
  );
  await expectAccessible(page);
  await addTypeFromTemplate(page, 'Contractor', async () => {
    await page.getByLabel('Visitor agreement', { exact: true }).selectOption('always');
    await page.getByLabel('Which agreement').selectOption({ label: 'Safety induction' });
  });

  // At the desk: the induction, by its name, not the visitor agreement.
  await page.goto('/main_checkin_checkout');
  const name = `Ivan Inducted ${Date.now().toString(36)}`;
  await registerFirstTimeVisitor(page, { name, email: uniqueEmail('ivan') });
  await page.getByLabel('Visit Type').selectOption('Contractor');
  const signing = page.getByRole('group', { name: 'Safety induction' });
  await expect(signing.getByRole('region', { name: 'Agreement text' })).toHaveText(induction);
  await page.getByLabel('Employer', { exact: true }).fill('Acme Builders');
  await page.getByLabel('Safety induction completed').selectOption('Yes');
  await signing.getByLabel('Type your full name to accept').fill(name);
  await expectAccessible(page);
  const deskVisitId = await checkIn(page);

  // On the phone: the code carries it with the type.
  const url = await scanDeskCode(page);
  const phone = await (await phoneContext(browser, context, testInfo.project.name)).newPage();
  await phone.setViewportSize(PHONE_SCREEN);
  await phone.goto(url);
  await phone.getByLabel('Your name').fill('Paula Phone');
  await phone.getByLabel('Email', { exact: true }).fill(uniqueEmail('paula'));
  await phone.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await phone.getByLabel('Visit type').selectOption('Contractor');
  await phone.getByLabel('Company you are visiting').selectOption('Acme Corporation');
  await phone.getByLabel('Whom to meet').selectOption({ label: 'Priya Sharma' });
  await phone.getByLabel('Employer', { exact: true }).fill('Acme Builders');
  await phone.getByLabel('Safety induction completed').selectOption('Yes');
  const onPhone = phone.getByRole('group', { name: 'Safety induction' });
  await expect(onPhone.getByRole('region', { name: 'Agreement text' })).toHaveText(induction);
  // In Spanish, the company's translation, the original a click away.
  await phone.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(onPhone.getByRole('region', { name: 'Texto del acuerdo' })).toHaveText(spanish);
  await expect(onPhone.getByText('El acuerdo tal como lo redactó la empresa')).toBeVisible();
  await phone.getByLabel('Idioma').selectOption({ label: 'English' });
  await expect(onPhone.getByRole('region', { name: 'Agreement text' })).toHaveText(induction);
  await onPhone.getByLabel('Type your full name to accept').fill('Paula Phone');
  await phone.getByLabel(/^I agree/).check();
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Check in' }).click();
  await expect(phone.getByText('Waiting for the front desk…')).toBeVisible();
  await page.goto('/main_checkin_checkout');
  await page
    .getByRole('region', { name: 'Arriving' })
    .getByRole('button', { name: 'Confirm Paula Phone' })
    .click();
  const checkedIn = phone.getByText(/^Checked in — your visit ID is (\d{6})$/);
  await expect(checkedIn).toBeVisible({ timeout: 10_000 });
  const phoneVisitId = (await checkedIn.textContent())?.match(/\d{6}/)?.[0] ?? '';

  // Each visit's signed copy: the induction's revision 1, whole.
  for (const visitId of [deskVisitId, phoneVisitId]) {
    await page.goto('/admin_dashboard');
    await page.getByRole('link', { name: `Signed agreement of visit ${visitId}` }).click();
    const copy = page.getByRole('article', { name: 'Signed copy' });
    await expect(copy.getByRole('heading', { name: 'Safety induction, revision 1' })).toBeVisible();
    await expect(copy).toContainText(induction);
  }
});
