import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Visitor } from '../../backend/port/visitors';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';
import { visitorChosen } from '../visitors/visitorsSlice';
import { watchlistEntryProblem } from './WatchlistSettings';
import { chooseHost, clickCheckIn } from '../../test/desk';

const location = () => screen.getByTestId('location').textContent;

/** The desk at visit details for a visitor whose name the watchlist holds. */
async function heldAtDetails() {
  const backend = newLocalBackend();
  const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
  await view.backend.watchlist.add({ name: 'Mallory Jones', email: '', reason: 'Trespass in March' });
  const visitor: Visitor = await view.backend.visitors.add({
    visitorName: 'MALLORY  Jones',
    visitorEmail: 'mallory@example.com',
    visitorMobile: '9123456780',
    captureImage: false,
    isImageCaptured: false,
    imageUrl: '',
  });
  act(() => {
    view.store.dispatch(visitorChosen(visitor));
  });
  await view.user.click(await screen.findByRole('link', { name: 'Check-In' }));
  await view.user.click(await screen.findByRole('link', { name: 'I have been here before..' }));
  await view.user.type(await screen.findByLabelText('Email'), 'mallory@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Submit' }));
  await chooseHost(view.user);
  await clickCheckIn(view.user);
  const hold = await screen.findByText(/Held by the watchlist/);
  const panel = hold.closest('.watchlist-hold');
  if (!(panel instanceof HTMLElement)) throw new Error('The hold has no panel');
  return { ...view, backend, panel };
}

describe('the watchlist at the desk', () => {
  it('holds a listed visitor with the reason, and turning them away creates no visit', async () => {
    const view = await heldAtDetails();
    expect(within(view.panel).getByRole('alert')).toHaveTextContent(
      'Held by the watchlist. MALLORY Jones matches the watchlist: Trespass in March',
    );
    expect(screen.getByRole('button', { name: 'Check In' })).toBeDisabled();

    await view.user.click(within(view.panel).getByRole('button', { name: 'Admit anyway' }));
    expect(
      await within(view.panel).findByText('Write why you admit them: the note is kept with the visit.'),
    ).toBeVisible();
    await view.user.type(within(view.panel).getByLabelText('Operator’s note'), 'Asked to leave by security');
    await view.user.click(within(view.panel).getByRole('button', { name: 'Turn away' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Turned away: MALLORY Jones was not checked in, and no visit ID was issued.',
    );
    expect(await view.backend.visits.onSite()).toEqual([]);
    expect(await view.backend.watchlist.holds(5)).toMatchObject([
      { decision: 'turned-away', note: 'Asked to leave by security', visitDocId: '' },
    ]);
    // The company's own account is told, and nobody else.
    await waitFor(async () =>
      expect(await view.backend.mail.recent(5)).toMatchObject([
        {
          kind: 'alert',
          to: TEST_COMPANY.email,
          template: {
            name: 'watchlistAlert',
            data: {
              reason: 'Trespass in March',
              decision: 'turned away',
              note: 'Asked to leave by security',
            },
          },
        },
      ]),
    );
  });

  it('admits a held visitor with the operator’s note, and checks them in', async () => {
    const view = await heldAtDetails();
    await view.user.type(within(view.panel).getByLabelText('Operator’s note'), 'Cleared by the manager');
    await view.user.click(within(view.panel).getByRole('button', { name: 'Admit anyway' }));
    await waitFor(() => expect(location()).toBe('/checkin_success'));
    const [visit] = await view.backend.visits.onSite();
    expect(await view.backend.watchlist.holds(5)).toMatchObject([
      { decision: 'admitted', note: 'Cleared by the manager', visitDocId: visit?.id },
    ]);
    await waitFor(async () =>
      expect((await view.backend.mail.recent(5)).map((mail) => [mail.kind, mail.to])).toContainEqual([
        'alert',
        TEST_COMPANY.email,
      ]),
    );
  });

  it('asks for a name or an email, a valid email, and a reason before adding an entry', () => {
    expect(watchlistEntryProblem(' ', '', 'x')).toBe('Enter a name, an email, or both.');
    expect(watchlistEntryProblem('', 'eve@', 'x')).toBe('Enter one email address, such as eve@example.com');
    expect(watchlistEntryProblem('Eve', '', ' ')).toBe(
      'Enter the reason: the desk sees it when someone is held.',
    );
    expect(watchlistEntryProblem('Eve', 'eve@example.com', 'Harassed staff')).toBeNull();
  });
});
