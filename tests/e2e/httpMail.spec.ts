import { expect, test, type Route } from '@playwright/test';
import { expectAccessible, signedInDesk, uniqueEmail } from './support/desk';
import { checkIn, registerFirstTimeVisitor } from './support/visitors';

/** The third-party provider (the one thing that cannot run here), answered at the HTTP boundary. */
const PROVIDER = 'https://mail-provider.test/v2/email/send**';

test('a mail the provider refused shows as failed with its reason, and is resent from the dashboard', async ({
  page,
}) => {
  const posted: URL[] = [];
  let hostMailAnswer = 500;
  await page.route(PROVIDER, async (route: Route) => {
    const url = new URL(route.request().url());
    posted.push(url);
    const status = url.searchParams.get('subject')?.includes('is here to meet you') ? hostMailAnswer : 200;
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ success: status === 200 }),
    });
  });

  await signedInDesk(page);
  await registerFirstTimeVisitor(page, { name: 'Lena Park', email: uniqueEmail('lena') });
  await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  await page.getByRole('link', { name: 'Go to Admin Dashboard' }).click();
  await page.getByRole('button', { name: /^Details of Lena Park/ }).click();
  const emails = page.getByRole('region', { name: /^Lena Park, visit / });
  await expect(emails).toContainText('Visitor: ✓ Sent');
  await expect(emails).toContainText('Host: ✕ Failed');
  await expect(emails).toContainText('500');
  await expectAccessible(page);
  // The provider got the spec's query parameters, and never the operator's session.
  const visitorMail = posted.find(
    (url) => url.searchParams.get('subject') === 'Visit ID for your latest Visit',
  );
  expect(visitorMail?.searchParams.get('apikey')).toBe('e2e-placeholder-key');
  // The provider's call cannot attach the pass's QR: the visit ID as text, no image and no base64.
  expect(visitorMail?.searchParams.get('bodyHtml')).toMatch(/<strong>\d{6}<\/strong>/);
  expect(visitorMail?.searchParams.get('bodyHtml')).not.toMatch(/cid:|<img|iVBORw0KGgo/);
  expect(posted.every((url) => !url.search.includes('eyJ'))).toBe(true);

  hostMailAnswer = 200;
  await emails.getByRole('button', { name: 'Resend the host email for Lena Park' }).click();
  await expect(emails).toContainText('Host: ✓ Sent');
  expect(
    posted.filter((url) => url.searchParams.get('subject') === 'Lena Park is here to meet you..!!'),
  ).toHaveLength(2);
});

test('markup in a visitor name reaches the provider escaped in the HTML body and as typed in the text', async ({
  page,
}) => {
  const posted: URL[] = [];
  await page.route(PROVIDER, async (route: Route) => {
    posted.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
  });
  await signedInDesk(page);
  const name = '<img src=x onerror="window.__pwned=1">Eve';
  await registerFirstTimeVisitor(page, { name, email: uniqueEmail('eve') });
  await checkIn(page);
  await expect.poll(() => posted.length).toBe(2);
  for (const url of posted) {
    expect(url.searchParams.get('bodyHtml')).toContain(
      '&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;Eve',
    );
    expect(url.searchParams.get('bodyHtml')).not.toContain('<img');
    expect(url.searchParams.get('bodyText')).toContain(name);
  }
  expect(posted.map((url) => url.searchParams.get('subject'))).toContain(`${name} is here to meet you..!!`);
});
