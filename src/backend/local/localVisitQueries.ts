import { Dexie } from 'dexie';
import type { SiteDay } from '../../lib/siteDays';
import { normalizeEmail } from '../../lib/email';
import type { Visit, VisitPage, VisitPageQuery, VisitStats } from '../port/visits';
import { decodeCursor, isAfter, toVisitPage, type VisitPosition } from '../visitCursor';
import {
  EMAIL_BEGINNINGS,
  mayBeCutShort,
  hasResidual,
  matchesResidual,
  planVisitQuery,
  type VisitQueryPlan,
} from '../visitQueryPlan';
import type { FrontdeskDb, VisitRow } from './db';
import { createLocalVisitSearch } from './localVisitSearch';
import { toVisit } from './tenant';

const newestFirst = (a: VisitPosition, b: VisitPosition) =>
  b.checkin_timestamp - a.checkin_timestamp || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Reads of a tenant's visits, newest first; the tenant is resolved by the caller from the session. Every
 * read touches a page of rows, or a day's range, never the whole history: the total comes from a counter,
 * and search from indexes (localVisitSearch.ts). A filtered or searched page is read through the most
 * selective index the query names (visitQueryPlan.ts).
 */
export function createLocalVisitQueries(db: FrontdeskDb) {
  const search = createLocalVisitSearch(db);

  async function loadRows(ids: string[]): Promise<VisitRow[]> {
    return (await db.visits.bulkGet(ids)).filter((row): row is VisitRow => row !== undefined);
  }

  const totalOf = async (tenant: string) => (await db.counters.get([tenant, 'visits']))?.value ?? 0;

  /**
   * Rows of a visits index ending in the check-in time, newest first, from `since` up to the cursor, that
   * pass `accept`: a cursor that stops at `want`, for ranges that are small (an ID's, an email's, the
   * people on site).
   */
  function rowsOf(
    index: string,
    prefix: (string | number)[],
    plan: VisitQueryPlan,
    after: VisitPosition | null,
    want: number,
  ): Promise<VisitRow[]> {
    const residual = hasResidual(plan.residual);
    return db.visits
      .where(index)
      .between(
        [...prefix, plan.since ?? Dexie.minKey],
        [...prefix, after ? after.checkin_timestamp : Dexie.maxKey],
        true,
        true,
      )
      .reverse()
      .filter((row) => (!after || isAfter(row, after)) && (!residual || matchesResidual(row, plan.residual)))
      .limit(want)
      .toArray();
  }

  /**
   * The spellings of an email the visits may hold: as the register holds it (a visit keeps the register's
   * spelling, which is unique ignoring case), as typed, and lowercased.
   */
  /**
   * The addresses an email search means: the register's spelling of the whole address; or, for what the
   * 20-character search box cut short, the registered addresses that begin with it (a few); and the
   * address as typed.
   */
  async function spellingsOf(tenant: string, email: string): Promise<string[]> {
    const typed = normalizeEmail(email);
    const index = db.visitors.where('[tenant+visitorEmailLower]');
    const whole = await index.equals([tenant, typed]).first();
    if (whole) return [...new Set([whole.visitorEmail, email, typed])];
    if (!mayBeCutShort(typed)) return [...new Set([email, typed])];
    const beginnings = await index
      .between([tenant, typed], [tenant, `${typed}\uffff`])
      .limit(EMAIL_BEGINNINGS)
      .toArray();
    return [...new Set([...beginnings.map((visitor) => visitor.visitorEmail), email, typed])];
  }

  /** The page's rows, one past the page size, newest first, through the index the plan chose. */
  async function pageRows(
    tenant: string,
    query: VisitPageQuery,
    plan: VisitQueryPlan,
    stopped: () => boolean,
  ) {
    const after = decodeCursor(query.after);
    const want = query.pageSize + 1;
    const { driver } = plan;
    switch (driver.by) {
      case 'visitId':
        return rowsOf('[tenant+visitID+checkin_timestamp]', [tenant, driver.visitID], plan, after, want);
      case 'email': {
        const spellings = await spellingsOf(tenant, driver.email);
        const each = await Promise.all(
          spellings.map((email) =>
            rowsOf('[tenant+visitorEmail+checkin_timestamp]', [tenant, email], plan, after, want),
          ),
        );
        return each.flat().sort(newestFirst).slice(0, want);
      }
      case 'onSite':
        return rowsOf('[tenant+open+checkin_timestamp]', [tenant, 1], plan, after, want);
      case 'host':
      case 'operator':
      case 'type': {
        const { text, checkedInBy, visitType } = plan.residual;
        const key =
          driver.by === 'host'
            ? { field: 'hostId' as const, value: driver.hostId }
            : driver.by === 'operator'
              ? { field: 'checkedInBy' as const, value: driver.memberId }
              : { field: 'visitType' as const, value: driver.visitType };
        const also = { checkedInBy, visitType };
        const found = await search.keyedMatches(
          tenant,
          key,
          also,
          text,
          query.after,
          want,
          stopped,
          plan.since,
        );
        return loadRows(found.map((row) => row.id));
      }
      case 'text': {
        const found = await search.matches(tenant, driver.text, query.after, want, stopped, plan.since);
        return loadRows(found.map((row) => row.id));
      }
      case 'time':
        return rowsOf('[tenant+checkin_timestamp]', [tenant], plan, after, want);
    }
  }

  /** Filters and searches are not counted: their total would grow with the history. */
  async function page(tenant: string, query: VisitPageQuery, stopped = () => false): Promise<VisitPage> {
    const plan = planVisitQuery(query);
    const [total, rows] = await Promise.all([
      plan.narrowed ? null : totalOf(tenant),
      pageRows(tenant, query, plan, stopped),
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
