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
  const countBetween = (tenant: string, from: number, to: number) =>
    byTime().between([tenant, from], [tenant, to], true, false).count();

  async function loadRows(ids: string[]): Promise<VisitRow[]> {
    return (await db.visits.bulkGet(ids)).filter((row): row is VisitRow => row !== undefined);
  }

  const totalOf = async (tenant: string) => (await db.counters.get([tenant, 'visits']))?.value ?? 0;

  async function page(tenant: string, query: VisitPageQuery): Promise<VisitPage> {
    if (normalizeSearch(query.search)) {
      const matches = await search.matches(tenant, query.search ?? '', query.after, query.pageSize + 1);
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

  /** Counts over the chart's days (bounded by a fortnight's visits) and the people on site now. */
  async function stats(tenant: string, days: SiteDay[]): Promise<VisitStats> {
    const perDay = await Promise.all(
      days.map(async (day) => ({ day: day.label, count: await countBetween(tenant, day.start, day.end) })),
    );
    const onSiteNow = await db.openVisitIds
      .where('[tenant+visitID]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .count();
    return { onSiteNow, checkInsToday: perDay[perDay.length - 1]?.count ?? 0, perDay };
  }

  return { page, onSite, stats };
}
