import { query, where } from 'firebase/firestore';
import type { SiteDay } from '../../lib/siteDays';
import type { VisitStats, VisitsPort } from '../port/visits';
import { reportTo } from './firebaseErrors';
import { countMetered, listenMetered } from './readMeter';
import type { TenantPaths } from './tenantPaths';

/** The dashboard's figures: people on site now, and check-ins per day of the site's calendar. */
export function createFirebaseVisitStats(paths: TenantPaths): Pick<VisitsPort, 'stats' | 'watchStats'> {
  /** The reservations that name an open visit: one per person on site (IDs a desk holds ahead name none). */
  const assignedReservations = () => query(paths.openVisitIds(), where('visitDocId', '>=', ''));

  const checkInsOn = async (day: SiteDay) => ({
    day: day.label,
    count: await countMetered(
      query(
        paths.visits(),
        where('checkin_timestamp', '>=', day.start),
        where('checkin_timestamp', '<', day.end),
      ),
    ),
  });

  async function stats(days: SiteDay[]): Promise<VisitStats> {
    const [perDay, onSiteNow] = await Promise.all([
      Promise.all(days.map(checkInsOn)),
      countMetered(assignedReservations()),
    ]);
    return { onSiteNow, checkInsToday: perDay[perDay.length - 1]?.count ?? 0, perDay };
  }

  return {
    stats,

    /**
     * Every check-in creates a visit-ID reservation and every checkout deletes one, so a listener on the
     * reservations (small documents, one per person on site) hears every change: its size is "on site
     * now", and each change re-counts today's check-ins (one aggregation read). Earlier days are counted
     * once. A change costs two reads, whichever visit it touched. A reservation only changed (its visit's
     * mails settled) changes no figure: it costs the one read of the document, and counts nothing again.
     */
    watchStats(days, listener, onError) {
      const today = days[days.length - 1];
      const fail = reportTo(onError);
      // Earlier days no longer change: counted once per subscription.
      const earlier = Promise.all(days.slice(0, -1).map(checkInsOn));
      let latest = 0;
      return listenMetered(
        assignedReservations(),
        (reservations) => {
          const changes = reservations.docChanges();
          if (changes.length > 0 && changes.every((change) => change.type === 'modified')) return;
          const asked = ++latest;
          const todayCount = today ? checkInsOn(today) : Promise.resolve(null);
          Promise.all([earlier, todayCount]).then(([perDay, todayEntry]) => {
            // A slow count must not overwrite a newer one.
            if (asked !== latest) return;
            listener({
              onSiteNow: reservations.size,
              checkInsToday: todayEntry?.count ?? 0,
              perDay: todayEntry ? [...perDay, todayEntry] : perDay,
            });
          }, fail);
        },
        fail,
      );
    },
  };
}
