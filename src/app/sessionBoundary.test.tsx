import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../backend/port/backend';
import { logout } from '../features/auth/authSlice';
import { checkIn } from '../features/visits/visitsSlice';
import { visitorChosen } from '../features/visitors/visitorsSlice';
import { readStoredToken, storeToken, TOKEN_STORAGE_KEY } from '../lib/sessionToken';
import { checkInInput, MEETING_TYPE, visitorInput } from '../test/fixtures';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../test/renderApp';
import { unsignedToken } from '../test/tokens';
import { watchStoredSession } from '../shell/watchStoredSession';

const COMPANY_B = { ...TEST_COMPANY, name: 'Second Desk', email: 'second.desk@example.com' };
const location = () => screen.getByTestId('location').textContent;

/**
 * Every text put on the page from now on: each inserted node and each changed text, even if a later
 * render removed it before anyone looked (mutation records keep them), plus the page as a whole.
 */
function recordScreens(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => texts.push(node.textContent ?? ''));
      if (mutation.type === 'characterData') texts.push(mutation.target.textContent ?? '');
    }
    texts.push(document.body.textContent);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

/** Company A has a visitor on site, and has looked at the main page, the dashboard and the on-site list. */
async function companyAWithAVisitor() {
  const backend = newLocalBackend();
  const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
  await view.backend.visits.checkIn(
    checkInInput({ visitorName: 'Alice Secret', companyName: 'Secret Corp' }),
  );
  expect(await screen.findByText('Alice Secret')).toBeInTheDocument();
  await view.user.click(screen.getByRole('link', { name: 'Go to Admin Dashboard' }));
  await waitFor(() => expect(screen.getByText('On site now').nextElementSibling).toHaveTextContent('1'));
  await view.user.click(screen.getByRole('link', { name: 'See who is on site' }));
  expect(await screen.findByRole('table', { name: '1 people on site' })).toBeInTheDocument();
  await view.backend.auth.registerCompany(COMPANY_B);
  return view;
}

async function logInAs(view: Awaited<ReturnType<typeof renderApp>>, company: typeof COMPANY_B) {
  await view.user.type(await screen.findByLabelText('Email'), company.email);
  await view.user.type(screen.getByLabelText('Password'), company.password);
  await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
  await waitFor(() => expect(location()).toBe('/main_checkin_checkout'));
}

/** B opens every screen that showed A's data; no frame of it may show A's visitor or A's counts. */
async function expectNothingOfA(view: Awaited<ReturnType<typeof renderApp>>, screens: string[]) {
  expect(await screen.findByText(/No visits yet today/)).toBeInTheDocument();
  await view.user.click(screen.getByRole('link', { name: 'Go to Admin Dashboard' }));
  expect(await screen.findByText(/No visits yet\. Check-ins/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('On site now').nextElementSibling).toHaveTextContent('0'));
  await view.user.click(screen.getByRole('link', { name: 'See who is on site' }));
  expect(await screen.findByText('Nobody is checked in right now.')).toBeInTheDocument();
  // The recording saw B's screens, so it saw everything in between.
  expect(screens.some((text) => text.includes('Nobody is checked in right now.'))).toBe(true);
  for (const text of screens) {
    expect(text).not.toContain('Alice Secret');
    expect(text).not.toContain('Secret Corp');
    expect(text).not.toMatch(/On site now1/);
    expect(text).not.toContain('1 people on site');
  }
}

describe('the session boundary on a shared desk', () => {
  it('shows company B nothing of company A after A logs out, from the first paint on', async () => {
    const view = await companyAWithAVisitor();
    const recording = recordScreens();
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    await logInAs(view, COMPANY_B);
    await expectNothingOfA(view, recording.texts);
    recording.stop();
    expect(view.store.getState().session.company?.email).toBe(COMPANY_B.email);
  });

  it('shows company B nothing of company A after A’s session runs out while the desk is open', async () => {
    const view = await companyAWithAVisitor();
    let now = Date.now();
    const stop = watchStoredSession({
      memberId: () => view.store.getState().session.member?.id ?? null,
      onEnded: (reason) => view.store.dispatch({ type: 'session/ended', payload: reason }),
      now: () => now,
      intervalMs: 20,
    });
    const recording = recordScreens();
    now += 13 * 60 * 60 * 1000;
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(readStoredToken()).toBeNull();
    stop();
    await logInAs(view, COMPANY_B);
    await expectNothingOfA(view, recording.texts);
    recording.stop();
  });

  it('clears the stored token in the same moment Logout is dispatched, before the backend answers', async () => {
    const view = await renderApp('/main_checkin_checkout', { signedIn: true });
    expect(readStoredToken()).not.toBeNull();
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = view.store.dispatch(logout());
      // In the same moment: before React renders and before the backend is asked.
      expect(readStoredToken()).toBeNull();
      expect(view.store.getState().session.company).toBeNull();
    });
    await act(() => pending);
    expect(view.store.getState().auth?.logout.status).toBe('succeeded');
  });

  it('never lands a check-in that was still in flight when the session ended', async () => {
    const backend = newLocalBackend();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Backend = {
      ...backend,
      visits: {
        ...backend.visits,
        checkIn: async (input) => {
          await gate;
          return backend.visits.checkIn(input);
        },
      },
    };
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend: slow });
    const [host] = (await view.backend.directory.list()).hosts;
    if (!host) throw new Error('no example host');
    act(() => {
      view.store.dispatch(visitorChosen({ ...visitorInput({ visitorName: 'In Flight' }), id: 'v1' }));
    });
    let checkingIn: Promise<unknown> = Promise.resolve();
    act(() => {
      checkingIn = view.store.dispatch(
        checkIn({
          checkInId: 'c1',
          type: MEETING_TYPE,
          answers: {},
          host,
          companyName: 'Acme',
          timeZone: 'UTC',
        }),
      );
    });
    await act(() => view.store.dispatch(logout()));
    release();
    await act(() => checkingIn);
    expect(view.store.getState().visits).toMatchObject({ lastCheckIn: null, checkIn: { status: 'idle' } });
  });

  it('ends the session when another tab logs out or signs in as another company', async () => {
    const view = await renderApp('/main_checkin_checkout', { signedIn: true });
    const ended: string[] = [];
    const stop = watchStoredSession({
      memberId: () => view.store.getState().session.member?.id ?? null,
      onEnded: (reason) => ended.push(reason),
    });
    const token = readStoredToken() ?? '';
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    storeToken(token);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    storeToken(unsignedToken({ sub: 'another-company', exp: Math.floor(Date.now() / 1000) + 3600 }));
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(ended).toEqual(['lost', 'lost']);
    stop();
    expect(within(document.body).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
