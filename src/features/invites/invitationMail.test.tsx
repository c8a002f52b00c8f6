import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inviteInput } from '../../backend/inviteInput';
import { newRandomCode } from '../../lib/randomCode';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';

/** A company with an invitation for today whose email was never queued (the page was left first). */
async function invitedWithoutMail() {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  const [host] = (await backend.directory.list()).hosts;
  if (!host) throw new Error('no host');
  const code = newRandomCode();
  const invite = await backend.invites.invite(
    inviteInput(
      {
        code,
        visitorName: 'Ines Invited',
        visitorEmail: 'ines@example.com',
        visitorMobile: '9876543210',
        visitType: 'Interview',
        companyName: 'Acme Corporation',
        expectedAt: Date.now(),
      },
      host,
      'UTC',
    ),
  );
  return { backend, invite };
}

describe('an invitation’s email on the list of the day', () => {
  it('says an email never queued is not sent, and Send queues it once', async () => {
    const { backend, invite } = await invitedWithoutMail();
    const view = await renderApp('/main_checkin_checkout', { backend, signedIn: true });
    const expected = await screen.findByRole('region', { name: 'Expected today' });
    const row = (await within(expected).findByText('Ines Invited')).closest('li');
    if (!row) throw new Error('no row for the invitation');
    expect(await within(row).findByText('Not sent')).toBeInTheDocument();

    await view.user.click(
      within(row).getByRole('button', { name: 'Send the invitation email to Ines Invited' }),
    );

    await waitFor(() => expect(within(row).getByText('In the outbox')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /invitation email/ })).toBeNull();
    const mail = await view.backend.mail.forVisits([invite.code]);
    expect(mail.map((record) => [record.kind, record.to])).toEqual([['invitation', 'ines@example.com']]);
  });
});
