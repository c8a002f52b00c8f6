import {
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { SiteDay } from '../../lib/siteDays';
import { matchesVisitSearch, normalizeSearch, searchKeyGram } from '../../lib/visitSearch';
import type { VisitPage, VisitPageQuery, VisitStats, VisitsPort } from '../port/visits';
import type { Unsubscribe } from '../port/common';
import { decodeCursor, toVisitPage } from '../visitCursor';
import { reportTo } from './firebaseErrors';
import { meterAggregation, meterListen, meterQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';

type VisitQueries = Pick<
  VisitsPort,
  'page' | 'watchPage' | 'onSite' | 'watchOnSite' | 'stats' | 'watchStats'
>;

const newestFirst = (): QueryConstraint[] => [
  orderBy('checkin_timestamp', 'desc'),
  orderBy(documentId(), 'desc'),
];

const visitsOf = (snapshot: QuerySnapshot) => snapshot.docs.map((each) => toVisit(each.id, each.data()));
const read = async (source: Query) => visitsOf(meterQuery(await getDocs(source)));
const count = async (source: Query) => meterAggregation((await getCountFromServer(source)).data().count);

/** `onSnapshot` with its reads metered: the first snapshot costs its documents, later ones their changes. */
function listen(source: Query, next: (snapshot: QuerySnapshot) => void, fail: (error: unknown) => void) {
  let first = true;
  return onSnapshot(
    source,
    (snapshot) => {
      next(meterListen(snapshot, first));
      first = false;
    },
    fail,
  );
}

const isExact = (search: string) => search.length <= 3;

/**
 * A longer search's first read: four pages' worth of visits holding its first trigram, then twice as
 * many each time too few matched (a company name matches most of them; "kumar 1" one in ten).
 */
const firstRefineRead = (pageSize: number) => 4 * (pageSize + 1);

/**
 * A company's total is counted up to here, so the count costs one read (Firestore bills an aggregation a
 * read per 1,000 index entries): a bigger history shows its pages without "of N".
 */
export const TOTAL_COUNTED_UP_TO = 1000;

/**
 * Reads cost one page: a query limited to pageSize + 1 and a count aggregation. Searches up to three
 * characters are one n-gram, answered exactly by an array-contains query; longer ones read the newest
 * visits holding their first three characters, in growing reads, and refine on the client (the price of
 * substring search here).
 */
export function createFirebaseVisitQueries(paths: TenantPaths): VisitQueries {
  /**
   * The visits a page is read from, newest first, after the cursor: a search up to three characters is
   * one n-gram and the query is exact (one page and one more); a longer one reads `refineFrom` visits
   * holding its first trigram, which the client refines.
   */
  function pageSource(search: string, visitQuery: VisitPageQuery, refineFrom: number): Query {
    const after = decodeCursor(visitQuery.after);
    const filter = search ? [where('searchGrams', 'array-contains', searchKeyGram(search))] : [];
    const position = after ? [startAfter(after.checkin_timestamp, after.id)] : [];
    const size = isExact(search) ? visitQuery.pageSize + 1 : refineFrom;
    return query(paths.visits(), ...filter, ...newestFirst(), ...position, limit(size));
  }

  async function boundedTotal(): Promise<number | null> {
    const counted = await count(query(paths.visits(), limit(TOTAL_COUNTED_UP_TO)));
    return counted < TOTAL_COUNTED_UP_TO ? counted : null;
  }

  /**
   * A page from what a query returned, or null when a refined search needs more visits than it read (it
   * read as many as it asked for, and too few of them matched).
   */
  async function pageFrom(
    snapshot: QuerySnapshot,
    search: string,
    visitQuery: VisitPageQuery,
    asked: number,
  ) {
    const visits = visitsOf(snapshot);
    if (isExact(search))
      return toVisitPage(visits, visitQuery.pageSize, search ? null : await boundedTotal());
    const matches = visits.filter((visit) => matchesVisitSearch(visit, search));
    if (matches.length <= visitQuery.pageSize && snapshot.size >= asked) return null;
    return toVisitPage(matches.slice(0, visitQuery.pageSize + 1), visitQuery.pageSize, null);
  }

  async function page(visitQuery: VisitPageQuery): Promise<VisitPage> {
    const search = normalizeSearch(visitQuery.search);
    for (let asked = firstRefineRead(visitQuery.pageSize); ; asked *= 2) {
      const found = await pageFrom(
        meterQuery(await getDocs(pageSource(search, visitQuery, asked))),
        search,
        visitQuery,
        asked,
      );
      if (found) return found;
    }
  }

  const openVisits = () => query(paths.visits(), where('checkedOut', '==', false), ...newestFirst());

  const checkInsOn = async (day: SiteDay) => ({
    day: day.label,
    count: await count(
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
      count(query(paths.openVisitIds())),
    ]);
    return { onSiteNow, checkInsToday: perDay[perDay.length - 1]?.count ?? 0, perDay };
  }

  return {
    page,

    /** A refined search that read too few matches listens again to twice as many visits. */
    watchPage(visitQuery, listener, onError) {
      const search = normalizeSearch(visitQuery.search);
      const fail = reportTo(onError);
      let stop: Unsubscribe = () => undefined;
      let stopped = false;
      // The page of a snapshot waits for its total: an older snapshot's page must not land after a newer one
      // (the first snapshot may come from the local cache, before a check-in the server already holds).
      let latest = 0;
      const follow = (asked: number) => {
        if (stopped) return;
        stop = listen(
          pageSource(search, visitQuery, asked),
          (snapshot) => {
            const current = ++latest;
            void pageFrom(snapshot, search, visitQuery, asked).then((found) => {
              if (current !== latest || stopped) return;
              if (found) return listener(found);
              stop();
              follow(asked * 2);
            }, fail);
          },
          fail,
        );
      };
      follow(firstRefineRead(visitQuery.pageSize));
      return () => {
        stopped = true;
        stop();
      };
    },

    onSite: () => read(openVisits()),

    watchOnSite(listener, onError) {
      return listen(openVisits(), (snapshot) => listener(visitsOf(snapshot)), reportTo(onError));
    },

    stats,

    /**
     * Every check-in creates a visit-ID reservation and every checkout deletes one, so a listener on the
     * reservations (small documents, one per person on site) hears every change: its size is "on site
     * now", and each change re-counts today's check-ins (one aggregation read). Earlier days are counted
     * once. A change costs two reads, whichever visit it touched.
     */
    watchStats(days, listener, onError) {
      const today = days[days.length - 1];
      const fail = reportTo(onError);
      // Earlier days no longer change: counted once per subscription.
      const earlier = Promise.all(days.slice(0, -1).map(checkInsOn));
      let latest = 0;
      return listen(
        query(paths.openVisitIds()),
        (reservations) => {
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
