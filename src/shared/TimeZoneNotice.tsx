import { t } from '../lib/operatorText';
import { useAppSelector } from '../app/hooks';
import { isValidTimeZone } from '../lib/siteDays';
import { selectSiteTimeZone, selectStoredTimeZone, useSiteQuery } from './settingsApi';

/**
 * Says so when the site's stored time zone is one this browser does not know: the desk goes on in the
 * browser's zone (selectSiteTimeZone) instead of failing on every date it shows.
 */
export function TimeZoneNotice() {
  useSiteQuery(undefined);
  const stored = useAppSelector(selectStoredTimeZone);
  const shown = useAppSelector(selectSiteTimeZone);
  if (stored === undefined || isValidTimeZone(stored)) return null;
  return (
    <p role="alert" className="alert alert-info">
      {t(
        "The site's time zone, “{stored}”, is not one this browser knows: times show in {shown} until an admin chooses another in Settings → Site & policies.",
        { stored, shown },
      )}
    </p>
  );
}
