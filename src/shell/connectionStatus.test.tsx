import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommand } from '../app/command';
import { selectWaitingWrites } from '../app/writes';
import type { Backend } from '../backend/port/backend';
import type { RefusedChange } from '../backend/port/sync';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../test/renderApp';
import { discardOnLogout } from './SignedInLinks';

const renameCompany = createCommand('test/renameCompany', (name: string, { backend }) =>
  backend.settings.updateCompany({ name, mobile: TEST_COMPANY.mobile }),
);

/** A backend whose server, once held, confirms this desk's writes only when the test says so. */
function unconfirmingBackend() {
  let confirm: () => void = () => undefined;
  let confirmed: Promise<void> | null = null;
  const local = newLocalBackend();
  const backend: Backend = {
    ...local,
    sync: { ...local.sync, whenConfirmed: () => confirmed ?? local.sync.whenConfirmed() },
  };
  const hold = () => {
    confirmed = new Promise<void>((resolve) => (confirm = resolve));
  };
  return { backend, hold, confirm: () => confirm() };
}

function networkIs(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** Whether closing or reloading the tab now would be asked about first. */
function closingAsks(): boolean {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}

const banner = () => screen.queryAllByRole('status').find((each) => each.textContent.includes('desk'));

afterEach(() => vi.restoreAllMocks());

describe('the connection banner', () => {
  it('says the desk is offline, counts the changes waiting, and counts them down once back online', async () => {
    const { backend, hold, confirm } = unconfirmingBackend();
    const { store, settle } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    expect(screen.queryByText(/offline/)).not.toBeInTheDocument();
    hold();

    networkIs(false);
    expect(await screen.findByText('This desk is offline.')).toBeInTheDocument();
    await act(() => store.dispatch(renameCompany('Cut Desk')));
    await act(() => store.dispatch(renameCompany('Cut Desk Again')));
    expect(screen.getByText('This desk is offline. 2 changes wait to be sent.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(closingAsks()).toBe(true);

    networkIs(true);
    expect(screen.getByText('Back online: sending 2 changes.')).toBeInTheDocument();
    confirm();
    await settle();
    expect(banner()).toBeUndefined();
    expect(screen.queryByText(/Back online|offline/)).not.toBeInTheDocument();
    expect(closingAsks()).toBe(false);
  });

  it('holds visit IDs again when the network returns, and does not count that upkeep as a change', async () => {
    const { backend, hold } = unconfirmingBackend();
    const prepared = vi.spyOn(backend.sync, 'prepareForCut');
    const { settle, store } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await vi.waitFor(() => expect(prepared).toHaveBeenCalledTimes(1));
    hold();
    networkIs(false);
    networkIs(true);
    await vi.waitFor(() => expect(prepared).toHaveBeenCalledTimes(2));
    await settle();
    expect(selectWaitingWrites(store.getState())).toBe(0);
    expect(screen.queryByText(/Back online|offline/)).not.toBeInTheDocument();
    expect(closingAsks()).toBe(false);
  });

  it('shows nothing while the network is up, however many saves are on their way', async () => {
    const { backend, hold } = unconfirmingBackend();
    const { store } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    hold();
    await act(() => store.dispatch(renameCompany('Busy Desk')));
    expect(screen.queryByText(/offline|Back online|wait to be sent/)).not.toBeInTheDocument();
    expect(closingAsks()).toBe(false);
  });
  it('counts the changes an earlier page of this desk left on the device, until the server has them', async () => {
    const local = newLocalBackend();
    let tell: (count: number) => void = () => undefined;
    const backend: Backend = {
      ...local,
      sync: {
        ...local.sync,
        watchCarriedOver: (listener) => {
          tell = listener;
          queueMicrotask(() => listener(2));
          return () => (tell = () => undefined);
        },
      },
    };
    networkIs(false);
    await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    expect(await screen.findByText('This desk is offline. 2 changes wait to be sent.')).toBeInTheDocument();

    networkIs(true);
    expect(await screen.findByText('Back online: sending 2 changes.')).toBeInTheDocument();
    await act(() => Promise.resolve(tell(0)));
    expect(banner()).toBeUndefined();
  });
});

describe('changes of a cut the server refused', () => {
  it('are listed with their content and the reason, each until someone dismisses it', async () => {
    const local = newLocalBackend();
    let refused: RefusedChange[] = [
      {
        id: 'r1',
        what: 'The check-in of Mallory Doe (visit ID 123456)',
        reason: 'Missing or insufficient permissions.',
        at: Date.UTC(2026, 10, 27, 9, 30),
      },
    ];
    const listeners = new Set<(changes: RefusedChange[]) => void>();
    const backend: Backend = {
      ...local,
      sync: {
        ...local.sync,
        watchRefused: (listener) => {
          listeners.add(listener);
          queueMicrotask(() => listener(refused));
          return () => void listeners.delete(listener);
        },
        dismissRefused: (id) => {
          refused = refused.filter((change) => change.id !== id);
          listeners.forEach((listener) => listener(refused));
        },
      },
    };
    const { user, settle } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    const list = await screen.findByRole('region', { name: 'Changes the server refused' });
    expect(list).toHaveTextContent(
      'The check-in of Mallory Doe (visit ID 123456): Missing or insufficient permissions.',
    );
    await user.click(
      within(list).getByRole('button', { name: 'Dismiss The check-in of Mallory Doe (visit ID 123456)' }),
    );
    await settle();
    expect(screen.queryByRole('region', { name: 'Changes the server refused' })).toBeNull();
  });
});

describe('Log out during a cut, with changes the server has not confirmed', () => {
  it('asks first: declined, the desk stays signed in; accepted, it logs out', async () => {
    const { backend, hold } = unconfirmingBackend();
    const { store, user } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    hold();
    networkIs(false);
    await act(() => store.dispatch(renameCompany('Unsent Desk')));
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(asked).toHaveBeenCalledWith(discardOnLogout(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/main_checkin_checkout');
    expect(store.getState().session.company).not.toBeNull();

    asked.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(discardOnLogout(2)).toBe(
      '2 changes made here have not reached the server yet, and logging out now would lose them. Log out anyway?',
    );
  });

  it('logs out without a question while the network is up, whatever is on its way', async () => {
    const { backend, hold } = unconfirmingBackend();
    const { store, user } = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    hold();
    await act(() => store.dispatch(renameCompany('Busy Desk')));
    const asked = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(asked).not.toHaveBeenCalled();
  });
});
