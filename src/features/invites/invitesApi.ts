import { api } from '../../app/api';
import { firstAnswer, fromPort, livePort } from '../../app/portQuery';
import type { Invite } from '../../backend/port/invites';
import type { MailRecord } from '../../backend/port/mail';

/** The invitations of a site day, live (every desk sees an invitation sent or used at once), and one by code. */
export const invitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    expectedOn: build.query<Invite[], string>(
      livePort<Invite[], string>('Invite', {
        read: (backend, day) =>
          firstAnswer((listener, onError) => backend.invites.watchDay(day, listener, onError)),
        watch: (backend, day, _services, listener, onError) =>
          backend.invites.watchDay(day, listener, onError),
      }),
    ),
    // Read once, not live: the main page keeps no more listeners for it; a resend refreshes it.
    invitationMail: build.query<MailRecord[], string[]>({
      queryFn: (codes, { extra }) => fromPort(extra, (backend) => backend.mail.forVisits(codes)),
      providesTags: ['Mail'],
    }),
    invitation: build.query<Invite, string>({
      queryFn: (code, { extra }) => fromPort(extra, (backend) => backend.invites.byCode(code)),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useExpectedOnQuery, useInvitationQuery, useInvitationMailQuery } = invitesApi;
