import { api, selectFromApi } from '../app/api';
import { fromPort, livePort } from '../app/portQuery';
import type { EmailVerification } from '../backend/port/auth';
import type { Directory } from '../backend/port/directory';
import type { CompanyDetails, SiteSettings } from '../backend/port/settings';
import { browserTimeZone, isValidTimeZone } from '../lib/siteDays';
import type { VisitorType } from '../backend/port/visitorTypes';

/** The company's settings: its profile, its site, its directory, and whether it may send email. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyDetails: build.query<CompanyDetails, undefined>({
      queryFn: (_arg, { extra }) => fromPort(extra, (backend) => backend.settings.company()),
      providesTags: ['Company'],
    }),
    site: build.query<SiteSettings, undefined>(
      livePort<SiteSettings, undefined>('Site', {
        read: (backend) => backend.settings.site(),
        watch: (backend, _arg, _services, listener, onError) => backend.settings.watchSite(listener, onError),
      }),
    ),
    directory: build.query<Directory, undefined>(
      livePort<Directory, undefined>('Directory', {
        read: (backend) => backend.directory.list(),
        watch: (backend, _arg, _services, listener, onError) => backend.directory.watch(listener, onError),
      }),
    ),
    emailVerification: build.query<EmailVerification, undefined>({
      queryFn: (_arg, { extra }) =>
        fromPort(extra, async (backend): Promise<EmailVerification> =>
          backend.verification ? backend.verification.status() : 'not-needed',
        ),
      providesTags: ['Verification'],
    }),
  }),
});

export const { useCompanyDetailsQuery, useSiteQuery, useDirectoryQuery, useEmailVerificationQuery } =
  settingsApi;

/** The company's visitor types, once the site is read. */
export const selectVisitorTypes = selectFromApi(
  (state): VisitorType[] | undefined =>
    settingsApi.endpoints.site.select(undefined)(state).data?.visitorTypes,
);

/** The site's time zone as stored (undefined until loaded), valid or not. */
export const selectStoredTimeZone = selectFromApi(
  (state): string | undefined => settingsApi.endpoints.site.select(undefined)(state).data?.timeZone,
);

/**
 * The site's time zone once loaded; the browser's until then, and instead of a stored zone this browser
 * does not know (every date on screen would fail on Intl's RangeError: TimeZoneNotice says so).
 */
export const selectSiteTimeZone = selectFromApi((state): string => {
  const stored = selectStoredTimeZone(state);
  return stored !== undefined && isValidTimeZone(stored) ? stored : browserTimeZone();
});
