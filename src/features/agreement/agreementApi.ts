import { api } from '../../app/api';
import { firstAnswer, fromPort, livePort } from '../../app/portQuery';
import type { Agreement } from '../../backend/port/agreements';

/** The visitor agreement: the latest version, live on every desk, and any one version by number. */
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
  }),
});

export const { useLatestAgreementQuery, useAgreementVersionQuery } = agreementApi;
