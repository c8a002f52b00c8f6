import { api } from '../../app/api';
import { fromPort } from '../../app/portQuery';
import type { PrivacyLogEntry } from '../../backend/port/privacy';

/** How many runs the privacy screen lists. */
export const RECENT_RUNS = 20;

/** The log of retention runs and erasures: when, who, how many records; never whose. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    privacyLog: build.query<PrivacyLogEntry[], undefined>({
      queryFn: (_arg, { extra }) => fromPort(extra, (backend) => backend.privacy.log(RECENT_RUNS)),
      providesTags: ['PrivacyLog'],
    }),
  }),
});

export const { usePrivacyLogQuery } = privacyApi;
