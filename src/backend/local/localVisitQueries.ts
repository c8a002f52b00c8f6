import { Dexie } from 'dexie';
import type { Visit, VisitPage, VisitPageQuery, VisitStats } from '../port/visits';
import type { SiteDay } from '../../lib/siteDays';
import { normalizeSearch } from '../../lib/visitSearch';
import type { FrontdeskDb, VisitRow } from './db';
import { createSearchIndex } from './searchIndex';
import { toVisit } from './tenant';
import { decodeCursor, isAfter, toVisitPage, type VisitPosition } from '../visitCursor';

const SEARCH_WARM_UP_DELAY_MS = 800;

/** Reads of a tenant's visits, newest first; the tenant is resolved by the caller from the session. */
export function createLocalVisitQueries(db: FrontdeskDb) {
  const searchIndex = createSearchIndex(db);
  const warmed = new Set<string>();
  /**
   * Builds the search index in the background once the first page has had its turn (both compete for
   * IndexedDB), so the operator's first keystroke does not pay for it.
   */
  function warmSearchSoon(tenant: string) {
    if (warmed.has(tenant)) return;
    warmed.add(tenant);
    setTimeout(
      () => void searchIndex.rows(tenant).catch(() => warmed.delete(tenant)),
      SEARCH_WARM_UP_DELAY_MS,
    );
  }
  const byTime = () => db.visits.where('[tenant+checkin_timestamp]');
  const countBetween = (tenant: string, from: number, to: number) =>
    byTime().between([tenant, from], [tenant, to], true, false).count();

  async function matchingIds(tenant: string, search: string): Promise<VisitPosition[]> {
    return (await searchIndex.rows(tenant)).filter((row) => row.text.includes(search));
  }

  async function loadRows(ids: string[]): Promise<VisitRow[]> {
    return (await db.visits.bulkGet(ids)).filter((row): row is VisitRow => row !== undefined);
  }

  const toPage = (rows: VisitRow[], pageSize: number, total: number) =>
    toVisitPage(rows.map(toVisit), pageSize, total);

  async function page(tenant: string, query: VisitPageQuery): Promise<VisitPage> {
    const search = normalizeSearch(query.search);
    const after = decodeCursor(query.after);
    if (search) {
      const matches = await matchingIds(tenant, search);
      const start = after ? matches.findIndex((row) => isAfter(row, after)) : 0;
      const slice = start < 0 ? [] : matches.slice(start, start + query.pageSize + 1);
      return toPage(await loadRows(slice.map((row) => row.id)), query.pageSize, matches.length);
    }
    warmSearchSoon(tenant);
    const total = await byTime().between([tenant, Dexie.minKey], [tenant, Dexie.maxKey]).count();
    const rows = await byTime()
      .between([tenant, Dexie.minKey], [tenant, after ? after.checkin_timestamp : Dexie.maxKey], true, true)
      .reverse()
      .filter((row) => !after || isAfter(row, after))
      .limit(query.pageSize + 1)
      .toArray();
    return toPage(rows, query.pageSize, total);
  }

  async function onSite(tenant: string): Promise<Visit[]> {
    const rows = await db.visits
      .where('[tenant+open+checkin_timestamp]')
      .between([tenant, 1, Dexie.minKey], [tenant, 1, Dexie.maxKey])
      .reverse()
      .toArray();
    return rows.map(toVisit);
  }

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
