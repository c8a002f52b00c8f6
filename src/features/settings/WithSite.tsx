import { t } from '../../lib/operatorText';
import type { ReactNode } from 'react';
import { failureText } from '../../app/queryError';
import type { SiteSettings } from '../../backend/port/settings';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useSiteQuery } from '../../shared/settingsApi';

/** A settings page's form once the site's settings are read: a spinner until then, a failed read said. */
export function WithSite({ children }: { children: (site: SiteSettings) => ReactNode }) {
  const { data: site, error } = useSiteQuery(undefined);
  return (
    <>
      <Alert message={failureText(t('the site’s settings'), error)} />
      {!site && !error && <Spinner label={t('Loading the site’s settings..')} />}
      {site && children(site)}
    </>
  );
}
