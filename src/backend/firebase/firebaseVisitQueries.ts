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
} from 'firebase/firestore';
import { dayLabel, lastDayStarts } from '../../lib/days';
import { matchesVisitSearch, normalizeSearch, searchKeyGram } from '../../lib/visitSearch';
import type { Visit, VisitPage, VisitPageQuery, VisitStats, VisitsPort } from '../types';
import { decodeCursor, isAfter, toVisitPage } from '../visitCursor';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';

type VisitQueries = Pick<VisitsPort, 'page' | 'watch' | 'all' | 'onSite' | 'stats' | 'prepareSearch'>;

const newestFirst = (): QueryConstraint[] => [
  orderBy('checkin_timestamp', 'desc'),
  orderBy(documentId(), 'desc'),
];

const read = async (source: Query) =>
  (await getDocs(source)).docs.map((snapshot) => toVisit(snapshot.id, snapshot.data()));
const count = async (source: Query) => (await getCountFromServer(source)).data().count;

/**
 * Reads cost one page: a query limited to pageSize + 1 and a count aggregation. Searches up to three
 * characters are one n-gram, answered exactly by an array-contains query; longer ones read every visit
 * holding their first three characters and refine on the client (the price of substring search here).
 */
export function createFirebaseVisitQueries(paths: TenantPaths): VisitQueries {
  function pageSource(search: string, visitQuery: VisitPageQuery): { source: Query; exact: boolean } {
    const after = decodeCursor(visitQuery.after);
    const filter = search ? [where('searchGrams', 'array-contains', searchKeyGram(search))] : [];
    const exact = search.length <= 3;
    const position = exact && after ? [startAfter(after.checkin_timestamp, after.id)] : [];
    const size = exact ? [limit(visitQuery.pageSize + 1)] : [];
    return { source: query(paths.visits(), ...filter, ...newestFirst(), ...position, ...size), exact };
  }

  async function page(visitQuery: VisitPageQuery): Promise<VisitPage> {
    const search = normalizeSearch(visitQuery.search);
    const { source, exact } = pageSource(search, visitQuery);
    if (exact) {
      const filter = search ? [where('searchGrams', 'array-contains', search)] : [];
      const [visits, total] = await Promise.all([read(source), count(query(paths.visits(), ...filter))]);
      return toVisitPage(visits, visitQuery.pageSize, total);
    }
    const matches = (await read(source)).filter((visit) => matchesVisitSearch(visit, search));
    const after = decodeCursor(visitQuery.after);
    const start = after ? matches.findIndex((visit) => isAfter(visit, after)) : 0;
    const slice = start < 0 ? [] : matches.slice(start, start + visitQuery.pageSize + 1);
    return toVisitPage(slice, visitQuery.pageSize, matches.length);
  }

  return {
    page,

    // Firestore's indexes are always ready.
    prepareSearch: () => Promise.resolve(),

    watch(visitQuery, listener, onError) {
      const { source } = pageSource(normalizeSearch(visitQuery.search), visitQuery);
      return onSnapshot(
        source,
        () => {
          page(visitQuery).then(listener, (error: unknown) =>
            onError?.(error instanceof Error ? error : new Error(String(error))),
          );
        },
        (error) => onError?.(error),
      );
    },

    async all(search?: string): Promise<Visit[]> {
      const normalized = normalizeSearch(search);
      const filter = normalized ? [where('searchGrams', 'array-contains', searchKeyGram(normalized))] : [];
      const visits = await read(query(paths.visits(), ...filter, ...newestFirst()));
      return visits.filter((visit) => matchesVisitSearch(visit, normalized));
    },

    onSite: () => read(query(paths.visits(), where('checkedOut', '==', false), ...newestFirst())),

    async stats(now: number, days: number): Promise<VisitStats> {
      const starts = lastDayStarts(now, days);
      const perDay = await Promise.all(
        starts.map(async (start, index) => {
          const end = starts[index + 1];
          const range = [
            where('checkin_timestamp', '>=', start),
            ...(end ? [where('checkin_timestamp', '<', end)] : []),
          ];
          return { day: dayLabel(start), count: await count(query(paths.visits(), ...range)) };
        }),
      );
      const onSiteNow = await count(query(paths.openVisitIds()));
      return { onSiteNow, checkInsToday: perDay[perDay.length - 1]?.count ?? 0, perDay };
    },
  };
}
