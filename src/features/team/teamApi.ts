import { api } from '../../app/api';
import { firstAnswer, fromPort, livePort } from '../../app/portQuery';
import type { JoinInvitation, Member, TeamInvite } from '../../backend/port/team';

/** The company's people, live (a role changed on another desk shows at once), and the open invitations. */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    teamMembers: build.query<Member[], undefined>(
      livePort<Member[], undefined>('Team', {
        read: (backend) => firstAnswer((listener, onError) => backend.team.watchMembers(listener, onError)),
        watch: (backend, _arg, _services, listener, onError) => backend.team.watchMembers(listener, onError),
      }),
    ),
    /** The signed-in person's own membership, live: their role, and whether they are still active. */
    myMembership: build.query<Member, undefined>(
      livePort<Member, undefined>('Team', {
        read: (backend) => firstAnswer((listener, onError) => backend.team.watchMe(listener, onError)),
        watch: (backend, _arg, _services, listener, onError) => backend.team.watchMe(listener, onError),
      }),
    ),
    /** The invitation behind a join link, read before anyone signs in. */
    joinInvitation: build.query<JoinInvitation, string>({
      queryFn: (code, { extra }) => fromPort(extra, (backend) => backend.join.invitation(code)),
    }),
    teamInvites: build.query<TeamInvite[], undefined>({
      queryFn: (_arg, { extra }) => fromPort(extra, (backend) => backend.team.invites()),
      providesTags: ['Team'],
    }),
  }),
});

export const { useTeamMembersQuery, useTeamInvitesQuery, useJoinInvitationQuery, useMyMembershipQuery } =
  teamApi;
