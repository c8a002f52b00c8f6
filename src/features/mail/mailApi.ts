import { api } from '../../app/api';
import { livePort } from '../../app/portQuery';
import type { MailRecord } from '../../backend/port/mail';

/** The mail the desk sent: the newest for the outbox, and the two of each visit on a dashboard page. */
export const mailApi = api.injectEndpoints({
  endpoints: (build) => ({
    recentMail: build.query<MailRecord[], number>(
      livePort<MailRecord[], number>('Mail', {
        read: (backend, limit) => backend.mail.recent(limit),
        watch: (backend, limit, _services, listener, onError) =>
          backend.mail.watchRecent(limit, listener, onError),
      }),
    ),
    mailOfVisits: build.query<MailRecord[], string[]>({
      ...livePort<MailRecord[], string[]>('Mail', {
        read: (backend, visitIds) => backend.mail.forVisits(visitIds),
        watch: (backend, visitIds, _services, listener, onError) =>
          backend.mail.watchForVisits(visitIds, listener, onError),
      }),
      keepUnusedDataFor: 5,
    }),
  }),
});

export const { useRecentMailQuery, useMailOfVisitsQuery } = mailApi;
