import { api } from '../app/api';
import { fromPort, livePort } from '../app/portQuery';
import type { Visit, VisitPage, VisitPageQuery, VisitStats } from '../backend/port/visits';
import { lastSiteDays } from '../lib/siteDays';

/** A page together with the query it answers, so a screen can tell a current answer from an earlier one. */
export interface AnsweredPage extends VisitPage {
  query: VisitPageQuery;
}

export interface StatsQuery {
  days: number;
  timeZone: string;
  /** Today's label at the site (YYYY-MM-DD). */
  today: string;
}

/** Who is on site, and when that was read. */
export interface OnSiteList {
  visits: Visit[];
  /** Epoch milliseconds. */
  asOf: number;
}

const answering =
  (query: VisitPageQuery) =>
  (page: VisitPage): AnsweredPage => ({ ...page, query });

/**
 * The visit reads. Each is live: after its first answer it follows the port's subscription, so a check-in
 * or check-out anywhere (another tab, another desk) shows without a reload.
 */
export const visitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    visitPage: build.query<AnsweredPage, VisitPageQuery>({
      ...livePort<AnsweredPage, VisitPageQuery>('Visit', {
        read: async (backend, query) => answering(query)(await backend.visits.page(query)),
        watch: (backend, query, _services, listener, onError) =>
          backend.visits.watchPage(query, (page) => listener(answering(query)(page)), onError),
      }),
      // A page left behind (an earlier search, an earlier page) stops at once: a superseded search gives
      // up its reads (liveRead.ts); going back re-reads one page.
      keepUnusedDataFor: 0,
    }),

    /**
     * Header counts and the per-day chart over the last `days` site days. `today` is part of the query
     * so that a desk left open past midnight starts a new entry for the new day.
     */
    visitStats: build.query<VisitStats, StatsQuery>(
      livePort<VisitStats, StatsQuery>('VisitStats', {
        read: (backend, query, services) =>
          backend.visits.stats(lastSiteDays(services.now(), query.days, query.timeZone)),
        watch: (backend, query, services, listener, onError) =>
          backend.visits.watchStats(
            lastSiteDays(services.now(), query.days, query.timeZone),
            listener,
            onError,
          ),
      }),
    ),

    /** Everyone checked in and not out: the list to take outside in an evacuation. */
    onSite: build.query<OnSiteList, undefined>(
      livePort<OnSiteList, undefined>('OnSite', {
        read: async (backend, _arg, services) => ({
          visits: await backend.visits.onSite(),
          asOf: services.now(),
        }),
        watch: (backend, _arg, services, listener, onError) =>
          backend.visits.watchOnSite((visits) => listener({ visits, asOf: services.now() }), onError),
      }),
    ),

    /** The visitor's last visit (null for a first one): the desk suggests its type and host again. */
    lastVisit: build.query<Visit | null, string>({
      queryFn: (email, { extra }) => fromPort(extra, (backend) => backend.visits.lastOf(email)),
      providesTags: ['Visit'],
      keepUnusedDataFor: 0,
    }),

    /** One visit, for its badge; null when the company has none with this id. */
    visit: build.query<Visit | null, string>({
      queryFn: (id, { extra }) => fromPort(extra, (backend) => backend.visits.visit(id)),
      // A visitor's details stay only while their badge is on screen.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVisitPageQuery, useVisitStatsQuery, useOnSiteQuery, useVisitQuery, useLastVisitQuery } =
  visitsApi;
