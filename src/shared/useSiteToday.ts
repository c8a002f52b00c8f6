import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../app/hooks';
import { siteDayOf } from '../lib/siteDays';
import { selectSiteTimeZone, useSiteQuery } from './settingsApi';

/** The site's time zone and today's date there, which turns over at the site's midnight. */
export function useSiteToday(): { timeZone: string; today: string } {
  useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const [now, setNow] = useState(Date.now);
  // Working out the site's day takes Intl calls: not on every render of a screen that types.
  const day = useMemo(() => siteDayOf(now, timeZone), [now, timeZone]);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), Math.max(1000, day.end - Date.now() + 1000));
    return () => clearTimeout(timer);
  }, [day.end]);
  return { timeZone, today: day.label };
}
