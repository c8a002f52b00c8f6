import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../backend/port/backend';
import { checkInInput, uniqueEmail } from '../../test/fixtures';
import { autoCheckOut } from './unclosedThunks';
import { holdBulkCheckOut } from '../../test/heldCheckOut';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';

const HOUR = 60 * 60_000;

async function deskWith(visits: { name: string; hoursAgo: number }[]) {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  const checkedIn = [];
  for (const { name, hoursAgo } of visits) {
    checkedIn.push(
      await backend.visits.checkIn(
        checkInInput({ visitorName: name, visitorEmail: uniqueEmail('v'), at: Date.now() - hoursAgo * HOUR }),
      ),
    );
  }
  return { backend, checkedIn };
}

/** Whether closing the tab now would ask first. */
function leaving() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const openIds = async (backend: Backend) => (await backend.visits.onSite()).map((visit) => visit.visitorName);

describe('visits left open', () => {
  it('lists open visits from earlier days and checks the selected ones out at the end of their day', async () => {
    const { backend } = await deskWith([
      { name: 'Eli Earlier', hoursAgo: 50 },
      { name: 'Fay Earlier', hoursAgo: 49 },
      { name: 'Tom Today', hoursAgo: 0 },
    ]);
    const view = await renderApp('/on_site', { signedIn: true, backend });
    await view.user.click(
      await screen.findByRole('link', { name: 'Review unclosed visits' }, { timeout: 5000 }),
    );
    const table = await screen.findByRole(
      'region',
      { name: 'Open visits from earlier days' },
      { timeout: 5000 },
    );
    expect(within(table).queryByText('Tom Today')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Check out 0 selected' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select the visits to check out.');
    await view.user.click(within(table).getByRole('checkbox', { name: /^Select Eli Earlier/ }));
    await view.user.click(screen.getByRole('button', { name: 'Check out 1 selected' }));

    expect(await screen.findByText('Checked out 1 visit at the end of their day.')).toBeInTheDocument();
    await waitFor(async () => expect(await openIds(backend)).toEqual(['Tom Today', 'Fay Earlier']));
    const [eli] = (await view.backend.visits.page({ pageSize: 10, search: 'Eli' })).visits;
    expect(eli).toMatchObject({ checkedOut: true, closedBy: 'bulk-end-of-day' });
    expect(eli && eli.checkout_timestamp).toBeGreaterThan(eli?.checkin_timestamp ?? 0);

    // "Now" closes at the moment of the click, and says so.
    await view.user.click(screen.getByRole('radio', { name: 'Now' }));
    await view.user.click(within(table).getByRole('checkbox', { name: /^Select Fay Earlier/ }));
    const clickedAt = Date.now();
    await view.user.click(screen.getByRole('button', { name: 'Check out 1 selected' }));
    expect(await screen.findByText('Checked out 1 visit now.')).toBeInTheDocument();
    await waitFor(async () => expect(await openIds(backend)).toEqual(['Tom Today']));
    const [fay] = (await view.backend.visits.page({ pageSize: 10, search: 'Fay' })).visits;
    expect(fay).toMatchObject({ checkedOut: true, closedBy: 'bulk-now' });
    expect(Number(fay?.checkout_timestamp)).toBeGreaterThanOrEqual(clickedAt);
  });

  it('tells the bulk checkout’s progress in place, then what it did, and asks before the tab closes meanwhile', async () => {
    const { backend } = await deskWith([
      { name: 'Ann Earlier', hoursAgo: 52 },
      { name: 'Ben Earlier', hoursAgo: 51 },
      { name: 'Cy Earlier', hoursAgo: 50 },
    ]);
    const release = holdBulkCheckOut(backend);
    const view = await renderApp('/unclosed_visits', { signedIn: true, backend });
    await screen.findByRole('region', { name: 'Open visits from earlier days' }, { timeout: 5000 });
    await view.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await view.user.click(screen.getByRole('button', { name: 'Check out 3 selected' }));

    expect(await screen.findByText('Checked out 1 of 3 visits…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Checking out…' })).toBeDisabled();
    expect(leaving()).toBe(true);
    release();
    expect(await screen.findByText('Checked out 3 visits at the end of their day.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByText(/of 3 visits…/)).not.toBeInTheDocument();
    await waitFor(() => expect(leaving()).toBe(false));
    await view.settle();
  });

  it('checks out visits open longer than the set hours when the desk opens, but never during a roll call', async () => {
    const { backend } = await deskWith([
      { name: 'Lou Long', hoursAgo: 13 },
      { name: 'Sid Short', hoursAgo: 2 },
    ]);
    await backend.settings.updateSite({ autoCheckoutHours: 12 });
    const rollCall = await backend.rollCalls.start(Date.now());

    const during = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    // The run the desk made on opening, and one more awaited here: neither closes anything.
    const run = await act(() => during.store.dispatch(autoCheckOut(undefined)));
    expect(run.payload).toEqual([]);
    expect(await openIds(backend)).toEqual(['Sid Short', 'Lou Long']);
    during.unmount();

    await during.backend.rollCalls.finish(rollCall.id, Date.now());
    const after = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    await waitFor(async () => expect(await openIds(backend)).toEqual(['Sid Short']));
    // The main page hears of the automatic check-out; let it show it before reading behind its back.
    await after.settle();
    const [lou] = (await after.backend.visits.page({ pageSize: 10, search: 'Lou' })).visits;
    expect(lou).toMatchObject({ closedBy: 'automatic' });
    expect(lou && lou.checkout_timestamp).toBe((lou?.checkin_timestamp ?? 0) + 12 * HOUR);
  });
});
