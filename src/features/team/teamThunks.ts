import { createCommand } from '../../app/command';
import { noticeShown, sessionEnded } from '../../app/session';
import { ACCESS_REVOKED_TEXT } from '../../backend/roles';
import { clearSessionStorage } from '../../lib/sessionToken';
import type { MemberRole } from '../../backend/permissions';
import { toAppError } from '../../backend/errors';
import type { TeamInvite, TeamMemberChanges } from '../../backend/port/team';
import { mailSite } from '../../shared/mail/mailSite';
import { t } from '../../lib/operatorText';
import { joinLink } from './joinLink';

export interface TeamInviteSent {
  invite: TeamInvite;
  /** Why its email could not go, or null when it went (or waits in the outbox). */
  mailRefused: string | null;
}

/**
 * Invites a person with a role and emails them the join link; the invitation stands even if the email
 * cannot go (the Team page shows the link to pass on).
 */
export const inviteMember = createCommand(
  'team/invite',
  async (
    { email, role, timeZone }: { email: string; role: MemberRole; timeZone: string },
    { backend, services, getState, now },
  ): Promise<TeamInviteSent> => {
    const invite = await backend.team.invite(email, role, now);
    try {
      const mailer = await services.mailer();
      const record = await mailer.sendTeamInvite(
        invite,
        joinLink(invite.code),
        mailSite(getState(), timeZone),
      );
      return { invite, mailRefused: record.status === 'failed' ? record.detail : null };
    } catch (error) {
      return { invite, mailRefused: toAppError(error).message };
    }
  },
  { invalidates: ['Team', 'Mail'] },
);

export const cancelTeamInvite = createCommand(
  'team/cancelInvite',
  async (code: string, { backend }) => {
    await backend.team.cancelInvite(code);
    return code;
  },
  { invalidates: ['Team'] },
);

export const updateMember = createCommand(
  'team/update',
  ({ memberId, changes }: { memberId: string; changes: TeamMemberChanges }, { backend }) =>
    backend.team.update(memberId, changes),
  { invalidates: ['Team'] },
);

/** The join page's two steps, before any session: its own account, then (Firebase) its verified email. */
export const joinTeam = createCommand(
  'team/join',
  ({ code, name, password }: { code: string; name: string; password: string }, { backend }) =>
    backend.join.join(code, name, password),
);

/** Records that the signed-in person is at a desk now: the Team page's "last seen". */
export const recordSeen = createCommand('team/seen', (_: undefined, { backend }) => backend.team.seen(), {
  upkeep: true,
});

/**
 * An admin deactivated the signed-in person: the desk signs out at once, saying why, and the backend's
 * session ends after it (as Logout does).
 */
export const endDeactivatedSession = createCommand(
  'team/deactivated',
  (_: undefined, { backend }) => backend.auth.signOut(),
  {
    spansSessions: true,
    onStart: (dispatch) => {
      clearSessionStorage();
      dispatch(sessionEnded('deactivated'));
      dispatch(noticeShown(t(ACCESS_REVOKED_TEXT)));
    },
  },
);
