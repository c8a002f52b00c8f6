import { api } from '../../app/api';
import { firstAnswer, fromPort, livePort } from '../../app/portQuery';
import type { Agreement, NamedAgreement } from '../../backend/port/agreements';

/**
 * The visitor agreement: the latest version, live on every desk, and any one version by number; the
 * company's other agreements (each one's newest revision) and any one revision by id.
 */
export const agreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    latestAgreement: build.query<Agreement | null, undefined>(
      livePort<Agreement | null, undefined>('Agreement', {
        read: (backend) =>
          firstAnswer((listener, onError) => backend.agreements.watchLatest(listener, onError)),
        watch: (backend, _arg, _services, listener, onError) =>
          backend.agreements.watchLatest(listener, onError),
      }),
    ),
    agreementVersion: build.query<Agreement | null, number>({
      queryFn: (version, { extra }) => fromPort(extra, (backend) => backend.agreements.version(version)),
      providesTags: ['Agreement'],
    }),
    namedAgreements: build.query<NamedAgreement[], undefined>({
      queryFn: (_arg, { extra }) => fromPort(extra, (backend) => backend.agreements.namedAgreements()),
      providesTags: ['Agreement'],
    }),
    namedAgreement: build.query<NamedAgreement | null, string>({
      queryFn: (id, { extra }) => fromPort(extra, (backend) => backend.agreements.namedAgreement(id)),
      providesTags: ['Agreement'],
    }),
  }),
});

export const {
  useLatestAgreementQuery,
  useAgreementVersionQuery,
  useNamedAgreementsQuery,
  useNamedAgreementQuery,
} = agreementApi;
