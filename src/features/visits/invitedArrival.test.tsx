import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';
import { clickCheckIn } from '../../test/desk';
import { visitorInput } from '../../test/fixtures';
import { companyWithInvitation } from '../../test/invitation';
import { newRandomCode } from '../../lib/randomCode';
import { renderApp } from '../../test/renderApp';

/** A company with an invitation for today of `email`; returns its backend and the invitation's code. */
async function invited(email: string) {
  const { backend, invite } = await companyWithInvitation(email);
  return { backend, code: invite.code };
}

describe('an invited visitor at the desk', () => {
  it('keeps the register’s photo and checks in in one step, using the invitation', async () => {
    const { backend, code } = await invited('ines@example.com');
    await backend.visitors.add(
      visitorInput({ visitorEmail: 'ines@example.com', visitorName: 'Ines Invited' }),
    );
    const view = await renderApp(`/invited/${code}`, { backend, signedIn: true });
    expect(await screen.findByRole('img', { name: 'Ines Invited' })).toBeVisible();
    expect(screen.getByText('Interview')).toBeVisible();
    // Check In waits for the site's settings (whether an agreement is asked).
    await clickCheckIn(view.user);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkin_success'));
    expect((await view.backend.invites.byCode(code)).state).toBe('arrived');
    const [visit] = (await view.backend.visits.page({ pageSize: 5 })).visits;
    expect(visit).toMatchObject({
      visitorName: 'Ines Invited',
      visitType: 'Interview',
      imageUrl: 'data:image/jpeg;base64,AAAA',
    });
  });

  it('asks for the required agreement before the one-step check-in, and the visit keeps it', async () => {
    const { backend, code } = await invited('ines@example.com');
    await backend.visitors.add(
      visitorInput({ visitorEmail: 'ines@example.com', visitorName: 'Ines Invited' }),
    );
    const { version } = await backend.agreements.publish('Escorted at all times.');
    await backend.settings.updateSite({ agreementRequired: true });
    const view = await renderApp(`/invited/${code}`, { backend, signedIn: true });
    const agreement = await screen.findByRole('group', { name: `Visitor agreement (version ${version})` });
    await clickCheckIn(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Type your full name as shown to accept the agreement.',
    );
    expect((await view.backend.invites.byCode(code)).state).toBe('invited');
    await view.user.type(within(agreement).getByLabelText('Type your full name to accept'), 'Ines Invited');
    await clickCheckIn(view.user);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkin_success'));
    const [visit] = (await view.backend.visits.page({ pageSize: 5 })).visits;
    expect(visit?.agreement).toMatchObject({ version, signedName: 'Ines Invited' });
  });

  it('says the register could not be read, and never takes the visitor for a new one', async () => {
    const { backend, code } = await invited('ines@example.com');
    backend.visitors.findByEmail = () => Promise.reject(new Error('offline'));
    await renderApp(`/invited/${code}`, { backend, signedIn: true });
    expect(await screen.findByText('Could not load the visitor register: offline')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Capture photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check In' })).toBeDisabled();
  });

  it('says an unknown code is no invitation of this company', async () => {
    await renderApp(`/invited/${newRandomCode()}`, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No invitation of this company has this code.',
    );
  });

  it('cancels an invitation from today’s list after a second question; it then checks nobody in', async () => {
    const { backend, code } = await invited('ines@example.com');
    const view = await renderApp('/main_checkin_checkout', { backend, signedIn: true });
    const cancel = await screen.findByRole('button', { name: 'Cancel the invitation of Ines Invited' });
    await view.user.click(cancel);
    const question = screen.getByRole('group', { name: 'Cancel the invitation of Ines Invited?' });
    // The safe answer has the focus: Enter keeps the invitation.
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    expect((await view.backend.invites.byCode(code)).state).toBe('invited');

    await view.user.click(screen.getByRole('button', { name: 'Cancel the invitation of Ines Invited' }));
    await view.user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Check in Ines Invited' })).not.toBeInTheDocument();
    expect((await view.backend.invites.byCode(code)).state).toBe('cancelled');
    view.unmount();

    await renderApp(`/invited/${code}`, { backend, signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was cancelled: it checks nobody in.',
    );
    expect(screen.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
  });

  it('says why a cancellation failed, and keeps the invitation', async () => {
    const { backend, code } = await invited('ines@example.com');
    const failing: Backend = {
      ...backend,
      invites: {
        ...backend.invites,
        cancel: () => Promise.reject(new BackendError('network', 'The server could not be reached.')),
      },
    };
    const view = await renderApp('/main_checkin_checkout', { backend: failing, signedIn: true });
    await view.user.click(
      await screen.findByRole('button', { name: 'Cancel the invitation of Ines Invited' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not cancel the invitation of Ines Invited: The server could not be reached.',
    );
    expect(screen.getByRole('link', { name: 'Check in Ines Invited' })).toBeVisible();
    expect((await view.backend.invites.byCode(code)).state).toBe('invited');
  });
});
