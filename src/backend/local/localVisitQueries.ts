import { Dexie } from 'dexie';
import type { SiteDay } from '../../lib/siteDays';
import { normalizeSearch } from '../../lib/visitSearch';
import type { Visit, VisitPage, VisitPageQuery, VisitStats } from '../port/visits';
import { decodeCursor, isAfter, toVisitPage } from '../visitCursor';
import type { FrontdeskDb, VisitRow } from './db';
import { createLocalVisitSearch } from './localVisitSearch';
import { toVisit } from './tenant';

/**
 * Reads of a tenant's visits, newest first; the tenant is resolved by the caller from the session. Every
 * read touches a page of rows, or a day's range, never the whole history: the total comes from a counter,
 * and search from indexes (localVisitSearch.ts).
 */
export function createLocalVisitQueries(db: FrontdeskDb) {
  const search = createLocalVisitSearch(db);
  const byTime = () => db.visits.where('[tenant+checkin_timestamp]');

  async function loadRows(ids: string[]): Promise<VisitRow[]> {
    return (await db.visits.bulkGet(ids)).filter((row): row is VisitRow => row !== undefined);
  }

  const totalOf = async (tenant: string) => (await db.counters.get([tenant, 'visits']))?.value ?? 0;

  async function page(tenant: string, query: VisitPageQuery, stopped = () => false): Promise<VisitPage> {
    if (normalizeSearch(query.search)) {
      const matches = await search.matches(
        tenant,
        query.search ?? '',
        query.after,
        query.pageSize + 1,
        stopped,
      );
      const rows = await loadRows(matches.map((row) => row.id));
      // A search's total would grow with the history: it is not counted.
      return toVisitPage(rows.map(toVisit), query.pageSize, null);
    }
    const after = decodeCursor(query.after);
    const [total, rows] = await Promise.all([
      totalOf(tenant),
      byTime()
        .between([tenant, Dexie.minKey], [tenant, after ? after.checkin_timestamp : Dexie.maxKey], true, true)
        .reverse()
        .filter((row) => !after || isAfter(row, after))
        .limit(query.pageSize + 1)
        .toArray(),
    ]);
    return toVisitPage(rows.map(toVisit), query.pageSize, total);
  }

  async function onSite(tenant: string): Promise<Visit[]> {
    const rows = await db.visits
      .where('[tenant+open+checkin_timestamp]')
      .between([tenant, 1, Dexie.minKey], [tenant, 1, Dexie.maxKey])
      .reverse()
      .toArray();
    return rows.map(toVisit);
  }

  /** Check-ins per site day from the quarter-hour counters (one read), and the people on site now. */
  async function stats(tenant: string, days: SiteDay[]): Promise<VisitStats> {
    const from = days[0]?.start ?? 0;
    const to = days[days.length - 1]?.end ?? 0;
    const buckets = await db.checkInBuckets
      .where('[tenant+bucket]')
      .between([tenant, from], [tenant, to], true, false)
      .toArray();
    const perDay = days.map((day) => ({
      day: day.label,
      count: buckets
        .filter((row) => row.bucket >= day.start && row.bucket < day.end)
        .reduce((sum, row) => sum + row.count, 0),
    }));
    const onSiteNow = await db.openVisitIds
      .where('[tenant+visitID]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .count();
    return { onSiteNow, checkInsToday: perDay[perDay.length - 1]?.count ?? 0, perDay };
  }

  return { page, onSite, stats };
}
