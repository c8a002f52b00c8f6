import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../backend/errors';
import { checkInInput, uniqueEmail } from '../../test/fixtures';
import { newLocalBackend, renderApp, signedInBackend, TEST_COMPANY } from '../../test/renderApp';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const location = () => screen.getByTestId('location').textContent;

async function onSiteWith(names: string[]) {
  const backend = await signedInBackend();
  for (const visitorName of names) {
    await backend.visits.checkIn(checkInInput({ visitorName, visitorEmail: uniqueEmail('visitor') }));
  }
  return renderApp('/on_site', { signedIn: true, backend });
}

describe('evacuation roll call', () => {
  it('starts from the on-site list, counts people as they are marked safe, and finishes with who was missing', async () => {
    const view = await onSiteWith(['Asha Rao', 'Bilal Khan']);
    await view.user.click(await screen.findByRole('button', { name: 'Start roll call' }));
    await waitFor(() => expect(location()).toMatch(/^\/roll_call\/.+/));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('0 accounted for · 2 missing · of 2 on site'),
    );

    // A check-in after the start is not on the list.
    await act(() =>
      view.backend.visits.checkIn(
        checkInInput({ visitorName: 'Late Comer', visitorEmail: uniqueEmail('late') }),
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Mark Asha Rao safe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 accounted for · 1 missing · of 2 on site'),
    );
    const accounted = screen.getByRole('region', { name: 'Accounted for (1)' });
    expect(within(accounted).getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByText('Late Comer')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Finish roll call' }));
    expect(screen.getByText(/1 person is still missing\. Finish anyway\?/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Finish anyway' }));
    const missing = await screen.findByRole('region', { name: 'Missing when finished (1)' });
    expect(within(missing).getByText('Bilal Khan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Back to who is on site' }));
    const history = await screen.findByRole('region', { name: 'Past roll calls' });
    await view.settle();
    expect(within(history).getAllByRole('row')).toHaveLength(2);
    expect(
      within(history)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('1');
    expect(screen.getByRole('button', { name: 'Start roll call' })).toBeEnabled();
  });

  it('takes back a "safe" given by mistake while open, and shows each person with their photo or initial', async () => {
    const backend = await signedInBackend();
    await backend.visits.checkIn(checkInInput({ visitorName: 'Asha Rao', imageUrl: PHOTO }));
    await backend.visits.checkIn(checkInInput({ visitorName: 'Bilal Khan', imageUrl: '' }));
    const rollCall = await backend.rollCalls.start(Date.now());
    const view = await renderApp(`/roll_call/${rollCall.id}`, { signedIn: true, backend });

    const missing = screen.getByRole('region', { name: 'Missing (2)' });
    expect(within(missing).getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', PHOTO);
    // No photo: the initial, and no image at all.
    expect(within(missing).queryByRole('img', { name: 'Bilal Khan' })).not.toBeInTheDocument();
    expect(within(missing).getByText('B')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Mark Asha Rao safe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 accounted for · 1 missing · of 2 on site'),
    );
    const accounted = screen.getByRole('region', { name: 'Accounted for (1)' });
    expect(within(accounted).getByRole('img', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo safe for Bilal Khan' })).not.toBeInTheDocument();

    await view.user.click(within(accounted).getByRole('button', { name: 'Undo safe for Asha Rao' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('0 accounted for · 2 missing · of 2 on site'),
    );
    expect(screen.getByRole('region', { name: 'Accounted for (0)' })).toHaveTextContent('Nobody yet.');
    expect(screen.getByRole('button', { name: 'Mark Asha Rao safe' })).toBeInTheDocument();
    expect((await view.backend.rollCalls.rollCall(rollCall.id))?.people[0]?.safeAt).toBeNull();

    // Finished, the record keeps who was safe: nothing can be taken back.
    await view.user.click(screen.getByRole('button', { name: 'Mark Bilal Khan safe' }));
    await view.user.click(await screen.findByRole('button', { name: 'Finish roll call' }));
    await view.user.click(screen.getByRole('button', { name: 'Finish anyway' }));
    await screen.findByRole('region', { name: 'Missing when finished (1)' });
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    await view.settle();
  });

  it('offers to continue the roll call in progress instead of starting another', async () => {
    const backend = newLocalBackend();
    await backend.auth.registerCompany(TEST_COMPANY);
    await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
    await backend.visits.checkIn(checkInInput({ visitorName: 'Chen Wei' }));
    const open = await backend.rollCalls.start(Date.now());
    const view = await renderApp('/on_site', { signedIn: true, backend });
    const link = await screen.findByRole('link', { name: 'Continue the roll call' });
    expect(screen.queryByRole('button', { name: 'Start roll call' })).not.toBeInTheDocument();
    await view.user.click(link);
    expect(location()).toBe(`/roll_call/${open.id}`);
    expect(await screen.findByRole('button', { name: 'Mark Chen Wei safe' })).toBeInTheDocument();
  });

  it('can be started when the roll call in progress could not be read (the network cut first): the failure is said', async () => {
    const backend = await signedInBackend();
    await backend.visits.checkIn(checkInInput({ visitorName: 'Eva Evacuee' }));
    vi.spyOn(backend.rollCalls, 'current').mockRejectedValue(
      new NetworkError('Failed to get document because the client is offline.'),
    );
    const view = await renderApp('/on_site', { signedIn: true, backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the roll call: Failed to get document because the client is offline.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Start roll call' }));
    await waitFor(() => expect(location()).toMatch(/^\/roll_call\/.+/));
    expect(await screen.findByRole('button', { name: 'Mark Eva Evacuee safe' })).toBeInTheDocument();
  });
});
