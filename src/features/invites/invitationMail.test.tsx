import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyWithInvitation } from '../../test/invitation';
import { renderApp } from '../../test/renderApp';
import { invitationToFirstHost } from '../../test/fixtures';
import { sendInvitation } from './invitesThunks';
import { chooseHost } from '../../test/desk';

describe('an invitation’s email on the list of the day', () => {
  it('says an email never queued is not sent, and Send queues it once', async () => {
    const { backend, invite } = await companyWithInvitation('ines@example.com');
    const view = await renderApp('/main_checkin_checkout', { backend, signedIn: true });
    const expected = await screen.findByRole('region', { name: 'Expected today' });
    const row = (await within(expected).findByText('Ines Invited')).closest('li');
    if (!row) throw new Error('no row for the invitation');
    expect(await within(row).findByText('Not sent')).toBeInTheDocument();
    // Owed from the invitation's own save; a desk opening leaves one this young to the desk that made it.
    expect((await view.backend.invites.owedMails(10)).map((owed) => owed.code)).toEqual([invite.code]);

    await view.user.click(
      within(row).getByRole('button', { name: 'Send the invitation email to Ines Invited' }),
    );

    await waitFor(() => expect(within(row).getByText('In the outbox')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /invitation email/ })).toBeNull();
    const mail = await view.backend.mail.forVisits([invite.code]);
    expect(mail.map((record) => [record.kind, record.to])).toEqual([['invitation', 'ines@example.com']]);
    await waitFor(async () => expect(await view.backend.invites.owedMails(10)).toEqual([]));
  });

  it('owes nothing once Send invitation has recorded its email', async () => {
    const view = await renderApp('/main_checkin_checkout', { signedIn: true });
    const [host] = (await view.backend.directory.list()).hosts;
    if (!host) throw new Error('no host');
    const details = await invitationToFirstHost(view.backend);
    const sent = await act(() =>
      view.store.dispatch(sendInvitation({ details, host, timeZone: 'UTC' })).unwrap(),
    );
    expect(sent.mailRefused).toBeNull();
    await waitFor(async () => expect(await view.backend.invites.owedMails(10)).toEqual([]));
    await view.settle();
    const mail = await view.backend.mail.forVisits([sent.invite.code]);
    expect(mail.map((record) => record.kind)).toEqual(['invitation']);
  });

  it('sends the invitation in the language chosen on the invite form, and keeps it with the invitation', async () => {
    const view = await renderApp('/invite', { signedIn: true });
    await view.user.type(await screen.findByLabelText('Visitor name'), 'Fleur Invitée');
    await view.user.type(screen.getByLabelText('Visitor email'), 'fleur@visitors.example');
    await view.user.type(screen.getByLabelText('Visitor mobile number'), '9876543210');
    const language = screen.getByLabelText('Visitor’s language (for their emails)');
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch', 'हिन्दी', 'العربية']);
    await view.user.selectOptions(language, 'Français');
    await chooseHost(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/^Invitation sent to fleur@visitors\.example for /)).toBeInTheDocument();
    // Its email, in French, names the invitation, which keeps the language.
    await waitFor(async () =>
      expect((await view.backend.mail.recent(1))[0]?.template.name).toBe('invitation_fr'),
    );
    const [mail] = await view.backend.mail.recent(1);
    expect(await view.backend.invites.byCode(mail?.visitId ?? '')).toMatchObject({
      visitorName: 'Fleur Invitée',
      visitorLanguage: 'fr',
    });
  });
});
