import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedInDesk, uniqueEmail } from './support/desk';
import { checkIn, registerFirstTimeVisitor } from './support/visitors';

const WIDTHS = [390, 1280] as const;

interface Screen {
  path: string;
  heading: string | RegExp;
  /** The desk screen's main field, focused as it opens. */
  focused?: { role: 'combobox' | 'textbox' | 'searchbox'; name: string };
}

const PUBLIC_SCREENS: Screen[] = [
  { path: '/', heading: /visitor/i },
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Register' },
  { path: '/about', heading: 'About' },
  { path: '/contact', heading: 'Contact' },
];

const deskScreens = (badge: string): Screen[] => [
  {
    path: '/main_checkin_checkout',
    heading: 'Front desk',
    focused: { role: 'combobox', name: 'Who’s visiting?' },
  },
  { path: '/first_time_or_registered_before', heading: 'Welcome! Is this your first visit?' },
  { path: '/visitor_registration', heading: 'New visitor' },
  { path: '/email_verification', heading: 'Welcome back', focused: { role: 'textbox', name: 'Email' } },
  { path: '/checkout', heading: 'Check out', focused: { role: 'textbox', name: 'Visit ID' } },
  { path: '/admin_dashboard', heading: 'Admin Dashboard', focused: { role: 'searchbox', name: 'Search' } },
  { path: '/on_site', heading: 'On site now' },
  { path: '/outbox', heading: 'Outbox' },
  { path: '/settings', heading: 'Settings', focused: { role: 'textbox', name: 'Name' } },
  { path: '/settings/site', heading: 'Settings', focused: { role: 'combobox', name: 'Time zone' } },
  { path: '/settings/contactless', heading: 'Settings' },
  { path: '/settings/directory', heading: 'Settings', focused: { role: 'searchbox', name: 'Find a host' } },
  { path: '/settings/agreement', heading: 'Settings', focused: { role: 'textbox', name: 'Agreement text' } },
  { path: '/settings/watchlist', heading: 'Settings', focused: { role: 'textbox', name: 'Watchlist name' } },
  { path: '/settings/privacy', heading: 'Settings' },
  { path: '/settings/team', heading: 'Settings', focused: { role: 'textbox', name: 'Their email' } },
  { path: '/settings/desk', heading: 'Settings' },
  { path: '/invite', heading: 'Invite a visitor', focused: { role: 'textbox', name: 'Visitor name' } },
  { path: '/unclosed_visits', heading: 'Unclosed visits' },
  { path: '/privacy_requests', heading: 'Privacy requests' },
  { path: '/audit', heading: 'Audit log' },
  { path: '/contactless', heading: /check in/i },
  { path: badge, heading: /badge|visitor/i },
];

/** How far the page scrolls sideways (0 when everything fits), and the elements that stick out most. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const past = Array.from(document.querySelectorAll('body *'))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > clientWidth + 0.5 && !element.closest('table'))
      .slice(-3)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()} "${element.textContent.slice(0, 30)}" to ${Math.round(right)}`,
      );
    return { scroll: scrollWidth - clientWidth, past };
  });

/** Opens a screen as the app's own links do (no reload: the app is started once per width). */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectFits(page: Page, screen: Screen, width: number) {
  await open(page, screen.path);
  await expect(page.getByRole('heading', { name: screen.heading, level: 1 }).first()).toBeVisible();
  // Measured once the screen's reads have answered: a list that arrives later could still stick out.
  await expect(page.locator('.spinner')).toHaveCount(0);
  if (screen.focused) {
    await expect(
      page.getByRole(screen.focused.role, { name: screen.focused.name }),
      screen.path,
    ).toBeFocused();
  }
  const { scroll, past } = await sidewaysScroll(page);
  expect
    .soft(scroll, `${screen.path} at ${width} px scrolls sideways: ${past.join('; ')}`)
    .toBeLessThanOrEqual(0);
  if (width >= 1280) {
    // On a desk's screen every table fits whole: none scrolls inside its own box either.
    const boxes = await page
      .locator('.table-scroll')
      .evaluateAll((scrollers) =>
        scrollers.map(
          (box) => `${box.getAttribute('aria-label') ?? ''} ${box.scrollWidth - box.clientWidth}`,
        ),
      );
    expect
      .soft(
        boxes.filter((box) => !box.endsWith(' 0')),
        `${screen.path} at ${width} px`,
      )
      .toEqual([]);
  }
  await expectAccessible(page);
}

test('every public screen fits 390 and 1280 px without sideways scroll, and is accessible', async ({
  page,
}) => {
  await page.goto('/');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of PUBLIC_SCREENS) await expectFits(page, screen, width);
  }
});

/** A signed-in desk with one visit, so that the lists and the badge have something in them. */
async function deskWithAVisit(page: Page): Promise<string> {
  await signedInDesk(page);
  await registerFirstTimeVisitor(page, { name: 'Wide Enough', email: uniqueEmail('wide') });
  await checkIn(page);
  await expect(page).toHaveURL(/\/main_checkin_checkout$/, { timeout: 5000 });
  const badge = (await page.getByRole('link', { name: 'Print badge' }).getAttribute('href')) ?? '';
  expect(badge).toMatch(/^\/badge\//);
  return badge;
}

// One test per width: the two run side by side instead of one after the other.
test('every desk screen fits 390 px, opens on its main field, and is accessible; the navigation is a menu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const badge = await deskWithAVisit(page);
  // On a phone the navigation folds into a menu, which closes once a screen is chosen.
  await page.setViewportSize({ width: 390, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Emergency' }).click();
  await expect(page.getByRole('heading', { name: 'On site now', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
  for (const screen of deskScreens(badge)) await expectFits(page, screen, 390);
});

test('every desk screen fits 1280 px, tables whole, opens on its main field, and is accessible', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const badge = await deskWithAVisit(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // An admin's whole navigation on one line: its first and last items side by side.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const first = await nav.getByRole('link', { name: 'Main page' }).boundingBox();
  const last = await nav.getByRole('button', { name: 'Logout' }).boundingBox();
  expect(Math.abs((last?.y ?? 0) - (first?.y ?? 100))).toBeLessThan(4);
  for (const screen of deskScreens(badge)) await expectFits(page, screen, 1280);
});
