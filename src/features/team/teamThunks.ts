import { createCommand } from '../../app/command';
import { sessionEnded } from '../../app/session';
import { clearSessionStorage } from '../../lib/sessionToken';
import type { MemberRole } from '../../backend/permissions';
import type { TeamMemberChanges } from '../../backend/port/team';

export const inviteMember = createCommand(
  'team/invite',
  ({ email, role }: { email: string; role: MemberRole }, { backend, now }) =>
    backend.team.invite(email, role, now),
  { invalidates: ['Team'] },
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
export const recordSeen = createCommand('team/seen', (_: undefined, { backend }) => backend.team.seen());

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
    },
  },
);
