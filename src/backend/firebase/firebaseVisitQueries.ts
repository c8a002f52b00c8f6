import {
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import { normalizeEmail } from '../../lib/email';
import { matchesVisitSearch, searchKeyGram } from '../../lib/visitSearch';
import type { Visit, VisitPage, VisitPageQuery, VisitsPort } from '../port/visits';
import type { Unsubscribe } from '../port/common';
import { decodeCursor, toVisitPage } from '../visitCursor';
import {
  EMAIL_BEGINNINGS,
  mayBeCutShort,
  hasResidual,
  matchesResidual,
  planVisitQuery,
  type VisitQueryPlan,
} from '../visitQueryPlan';
import { isUnreachable, reportTo } from './firebaseErrors';
import { visitorDocId } from './firebaseVisitors';
import { text } from './fields';
import { countMetered, listenMetered, meterDocument, meterQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';

type VisitQueries = Pick<VisitsPort, 'page' | 'watchPage' | 'onSite' | 'watchOnSite'>;

const newestFirst = (): QueryConstraint[] => [
  orderBy('checkin_timestamp', 'desc'),
  orderBy(documentId(), 'desc'),
];

const visitsOf = (snapshot: QuerySnapshot) => snapshot.docs.map((each) => toVisit(each.id, each.data()));
const read = async (source: Query) => visitsOf(meterQuery(await getDocs(source)));

const isExact = (search: string) => search.length <= 3;

/**
 * A refined read's first size: four pages' worth of the driving query's visits, then twice as many each
 * time too few matched (a company name matches most of a trigram's visits; "kumar 1" one in ten).
 */
const firstRefineRead = (pageSize: number) => 4 * (pageSize + 1);

/**
 * A company's total is counted up to here, so the count costs one read (Firestore bills an aggregation a
 * read per 1,000 index entries): a bigger history shows its pages without "of N".
 */
export const TOTAL_COUNTED_UP_TO = 1000;

/**
 * What a page is read from before its position and size: the driving index's conditions, and the check
 * the client makes on each visit it yields (null: the query is exact).
 */
interface PageSource {
  constraints: QueryConstraint[];
  refine: ((visit: Visit) => boolean) | null;
}

/**
 * Reads cost one page: a query limited to pageSize + 1 and, unfiltered, a count aggregation. Each query
 * shape has its composite index (firestore.indexes.json), ending in the check-in time, so `since` is a
 * range on it: a visit ID (visitID), an email (visitorEmail), the people on site (checkedOut), a host
 * (hostId), a name or company (searchGrams). Searches up to three characters are one n-gram, answered
 * exactly by an array-contains query; longer ones, and whatever the driving index does not check (a
 * search or the on-site filter within a host's visits, say), are read in growing reads and refined on
 * the client (the price of substring search here).
 */
export function createFirebaseVisitQueries(paths: TenantPaths): VisitQueries {
  /**
   * The addresses an email search means: the register's spelling of the whole address; or, for what the
   * 20-character search box cut short, the registered addresses that begin with it (a few, by the
   * register's lowercased address); and the address as typed.
   */
  async function spellingsOf(email: string): Promise<string[]> {
    const typed = normalizeEmail(email);
    const entry = meterDocument(await getDoc(doc(paths.visitors(), await visitorDocId(email))));
    if (entry.exists()) return [...new Set([text(entry.data(), 'visitorEmail'), email, typed])];
    if (!mayBeCutShort(typed)) return [...new Set([email, typed])];
    const beginning = meterQuery(
      await getDocs(
        query(
          paths.visitors(),
          where('visitorEmailLower', '>=', typed),
          where('visitorEmailLower', '<', `${typed}\uf8ff`),
          limit(EMAIL_BEGINNINGS),
        ),
      ),
    );
    return [...new Set([...beginning.docs.map((each) => text(each.data(), 'visitorEmail')), email, typed])];
  }

  async function sourceOf(plan: VisitQueryPlan): Promise<PageSource> {
    const since = plan.since === null ? [] : [where('checkin_timestamp', '>=', plan.since)];
    const residual = hasResidual(plan.residual)
      ? (visit: Visit) => matchesResidual(visit, plan.residual)
      : null;
    const { driver } = plan;
    switch (driver.by) {
      case 'visitId':
        return { constraints: [where('visitID', '==', driver.visitID), ...since], refine: residual };
      case 'email': {
        const emails = await spellingsOf(driver.email);
        const byEmail =
          emails.length > 1 ? where('visitorEmail', 'in', emails) : where('visitorEmail', '==', driver.email);
        return { constraints: [byEmail, ...since], refine: residual };
      }
      case 'onSite':
        return { constraints: [where('checkedOut', '==', false), ...since], refine: residual };
      case 'host':
        return { constraints: [where('hostId', '==', driver.hostId), ...since], refine: residual };
      case 'operator':
        return { constraints: [where('checkedInBy', '==', driver.memberId), ...since], refine: residual };
      case 'type':
        return { constraints: [where('visitType', '==', driver.visitType), ...since], refine: residual };
      case 'text':
        return {
          constraints: [where('searchGrams', 'array-contains', searchKeyGram(driver.text)), ...since],
          refine: isExact(driver.text) ? null : (visit) => matchesVisitSearch(visit, driver.text),
        };
      case 'time':
        return { constraints: since, refine: null };
    }
  }

  /**
   * The visits a page is read from, newest first, after the cursor: an exact source reads one page and
   * one more; a refined one reads `refineFrom` visits, which the client refines.
   */
  function pageSource(source: PageSource, visitQuery: VisitPageQuery, refineFrom: number): Query {
    const after = decodeCursor(visitQuery.after);
    const position = after ? [startAfter(after.checkin_timestamp, after.id)] : [];
    const size = source.refine ? refineFrom : visitQuery.pageSize + 1;
    return query(paths.visits(), ...source.constraints, ...newestFirst(), ...position, limit(size));
  }

  /**
   * Not known (null) when the server cannot be reached: a count is the server's alone, and the page's
   * visits may still come from this device (a trusted desk during a cut, or in the seconds after one, when
   * the SDK's first requests still fail) — the page is shown without its total, not refused.
   */
  async function boundedTotal(): Promise<number | null> {
    try {
      const counted = await countMetered(query(paths.visits(), limit(TOTAL_COUNTED_UP_TO)));
      return counted < TOTAL_COUNTED_UP_TO ? counted : null;
    } catch (error) {
      if (isUnreachable(error)) return null;
      throw error;
    }
  }

  /**
   * A page from what a query returned, or null when a refined read needs more visits than it read (it
   * read as many as it asked for, and too few of them matched). Filters and searches are not counted.
   */
  async function pageFrom(
    snapshot: QuerySnapshot,
    source: PageSource,
    plan: VisitQueryPlan,
    visitQuery: VisitPageQuery,
    asked: number,
  ) {
    const visits = visitsOf(snapshot);
    if (!source.refine)
      return toVisitPage(visits, visitQuery.pageSize, plan.narrowed ? null : await boundedTotal());
    const matches = visits.filter(source.refine);
    if (matches.length <= visitQuery.pageSize && snapshot.size >= asked) return null;
    return toVisitPage(matches.slice(0, visitQuery.pageSize + 1), visitQuery.pageSize, null);
  }

  async function page(visitQuery: VisitPageQuery): Promise<VisitPage> {
    const plan = planVisitQuery(visitQuery);
    const source = await sourceOf(plan);
    for (let asked = firstRefineRead(visitQuery.pageSize); ; asked *= 2) {
      const found = await pageFrom(
        meterQuery(await getDocs(pageSource(source, visitQuery, asked))),
        source,
        plan,
        visitQuery,
        asked,
      );
      if (found) return found;
    }
  }

  const openVisits = () => query(paths.visits(), where('checkedOut', '==', false), ...newestFirst());

  return {
    page,

    /** A refined read that found too few matches listens again to twice as many visits. */
    watchPage(visitQuery, listener, onError) {
      const plan = planVisitQuery(visitQuery);
      const fail = reportTo(onError);
      let stop: Unsubscribe = () => undefined;
      let stopped = false;
      // The page of a snapshot waits for its total: an older snapshot's page must not land after a newer one
      // (the first snapshot may come from the local cache, before a check-in the server already holds).
      let latest = 0;
      const follow = (source: PageSource, asked: number) => {
        if (stopped) return;
        stop = listenMetered(
          pageSource(source, visitQuery, asked),
          (snapshot) => {
            const current = ++latest;
            void pageFrom(snapshot, source, plan, visitQuery, asked).then((found) => {
              if (current !== latest || stopped) return;
              if (found) return listener(found);
              stop();
              follow(source, asked * 2);
            }, fail);
          },
          fail,
        );
      };
      sourceOf(plan).then((source) => follow(source, firstRefineRead(visitQuery.pageSize)), fail);
      return () => {
        stopped = true;
        stop();
      };
    },

    onSite: () => read(openVisits()),

    watchOnSite(listener, onError) {
      return listenMetered(openVisits(), (snapshot) => listener(visitsOf(snapshot)), reportTo(onError));
    },
  };
}
