import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_REVOKED_TEXT } from '../../backend/roles';
import { testLocalBackend } from '../../test/localBackend';
import type { Backend } from '../../backend/port/backend';
import { TEAM_TEXTS } from '../../backend/teamRules';
import { checkInInput } from '../../test/fixtures';
import { renderApp, TEST_COMPANY } from '../../test/renderApp';
import { companyWithMember, MEMBER_PASSWORD } from '../../test/team';

const location = () => screen.getByTestId('location').textContent;
const PASSWORD = MEMBER_PASSWORD;

async function logIn(view: Awaited<ReturnType<typeof renderApp>>, email: string, password = PASSWORD) {
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
  await waitFor(
    () => expect(screen.queryByRole('button', { name: 'LOGIN' })?.hasAttribute('disabled')).not.toBe(true),
    {
      timeout: 10_000,
    },
  );
  await view.settle();
}

const idOf = async (backend: Backend, email: string) =>
  (await backend.team.members()).find((member) => member.email === email)?.id ?? '';

describe('team accounts at the desk', () => {
  it('lists the owner, invites a person with a role (checked first), shows the link, and cancels it', async () => {
    const view = await renderApp('/settings/team', { signedIn: true });
    const members = screen.getByRole('table', { name: 'Team members' });
    expect(within(members).getAllByRole('row')).toHaveLength(2);
    expect(within(members).getByText('The owner is always an admin.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText(TEAM_TEXTS.badEmail)).toBeInTheDocument();
    expect(screen.getByText(TEAM_TEXTS.badRole)).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Their email'), 'sam@example.com');
    await view.user.selectOptions(screen.getByLabelText('Their role'), 'Front desk');
    await view.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    // The invitation and its mail are written without the store hearing of it until the end: wait for the
    // notice itself, not a still store (a loaded machine has paused longer than the settle's moment).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Invited sam@example.com as Front desk: the link is emailed and shown below, and works for 7 days.',
      ),
    );
    // The list of invitations is read again after the write: it may arrive after the notice.
    const pending = await screen.findByRole(
      'table',
      { name: 'Invitations not yet used' },
      { timeout: 10_000 },
    );
    const [invite] = await view.backend.team.invites();
    const link = `http://localhost:3000/join/${invite?.code ?? ''}`;
    expect(within(pending).getByText(link)).toBeInTheDocument();
    // The link is emailed through the mail pipeline, by its own template (local mode keeps it in the outbox).
    const [mail] = await view.backend.mail.recent(5);
    expect(mail).toMatchObject({
      kind: 'team',
      to: 'sam@example.com',
      visitId: invite?.code,
      template: {
        name: 'teamInvite',
        data: {
          companyName: 'Test Desk',
          roleName: 'Front desk',
          invitedBy: TEST_COMPANY.email,
          joinUrl: link,
        },
      },
    });

    await view.user.click(screen.getByRole('button', { name: 'Cancel the invitation of sam@example.com' }));
    await view.settle();
    expect(screen.queryByRole('table', { name: 'Invitations not yet used' })).toBeNull();
    expect(await view.backend.team.invites()).toEqual([]);
  });

  it('joins through the link with a name and password, then logs in to the company as front desk, without Settings', async () => {
    const owner = testLocalBackend({ dbName: `team-${crypto.randomUUID()}` });
    await owner.auth.registerCompany(TEST_COMPANY);
    await owner.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
    const invite = await owner.team.invite('sam@example.com', 'frontdesk', Date.now());

    const view = await renderApp(`/join/${invite.code}`, { backend: owner });
    expect(screen.getByRole('heading', { name: 'Join Test Desk' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText(TEAM_TEXTS.name)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    await view.user.type(screen.getByLabelText('Your name'), 'Sam Rivera');
    await view.user.type(screen.getByLabelText('Password'), PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(location()).toBe('/login'), { timeout: 10_000 });
    expect(screen.getByText('You have joined Test Desk. Log in with sam@example.com.')).toBeInTheDocument();

    await logIn(view, 'sam@example.com');
    expect(location()).toBe('/main_checkin_checkout');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Privacy' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Unclosed visits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-In' })).toBeInTheDocument();
  });

  it('shows a screen the role does not include as refused, with the reason', async () => {
    const { member, email } = await companyWithMember('frontdesk');
    await member.auth.signIn(email, PASSWORD);
    const session = await member.auth.signIn(email, PASSWORD);
    await renderApp('/settings', {
      backend: member,
      preloadedState: { session: { company: session.company, member: session.member, notice: null } },
    });
    // The refusal is a screen of its own, loaded on first use.
    expect(await screen.findByRole('heading', { name: 'Not part of your role' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your role \(Front desk\) cannot change settings or personal data\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings pages' })).toBeNull();
  });

  it('shows security Check-In and Check-Out disabled with the reason, no export and no check-out on the lists', async () => {
    const { member, email } = await companyWithMember('security');
    const view = await renderApp('/login', { backend: member });
    await logIn(view, email);
    expect(screen.getByRole('button', { name: 'Check-In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check-Out' })).toHaveAccessibleDescription(
      'Your role (Security) cannot check visitors in or out or change visits.',
    );
    expect(screen.queryByRole('combobox', { name: /Who's visiting/ })).toBeNull();

    await view.user.click(screen.getByRole('link', { name: 'Go to Admin Dashboard' }));
    await view.settle();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await view.user.click(screen.getByRole('link', { name: 'Emergency' }));
    await view.settle();
    expect(screen.queryByRole('button', { name: /^Check out/ })).toBeNull();
  });

  it('signs a deactivated member’s open desk out, saying why, and refuses their next sign-in', async () => {
    const { owner, member, email } = await companyWithMember('frontdesk');
    const view = await renderApp('/login', { backend: member });
    await logIn(view, email);
    expect(location()).toBe('/main_checkin_checkout');
    await view.backend.visits.checkIn(checkInInput());

    // Another person at the same browser's desk: the app hears the change through IndexedDB.
    const memberId = await idOf(owner, email);
    await act(() => owner.team.update(memberId, { active: false }));
    await view.settle();
    expect(location()).toBe('/login');
    expect(screen.getByText(ACCESS_REVOKED_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem('frontdesk.idToken')).toBeNull();

    await logIn(view, email);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(ACCESS_REVOKED_TEXT);
    expect(location()).toBe('/login');
  });

  it('keeps the owner and oneself out of reach on the Team page, and changes another’s role', async () => {
    const { owner, email } = await companyWithMember('frontdesk');
    await owner.auth.signOut();
    const view = await renderApp('/login', { backend: owner });
    await logIn(view, TEST_COMPANY.email, TEST_COMPANY.password);
    await view.user.click(screen.getByRole('link', { name: 'Settings' }));
    await view.settle();
    await view.user.click(screen.getByRole('link', { name: 'Team' }));
    await view.settle();

    const members = screen.getByRole('table', { name: 'Team members' });
    expect(within(members).queryByRole('combobox', { name: 'Role of Test Desk' })).toBeNull();
    await view.user.selectOptions(
      within(members).getByRole('combobox', { name: 'Role of Pat frontdesk' }),
      'Security',
    );
    await view.settle();
    expect(screen.getByRole('status')).toHaveTextContent('Pat frontdesk is now Security.');
    expect((await owner.team.members()).find((member) => member.email === email)?.role).toBe('security');
  });
});
