import { api } from '../../app/api';
import { firstAnswer, fromPort, livePort } from '../../app/portQuery';
import type { WatchlistEntry, WatchlistHold } from '../../backend/port/watchlist';

/** How many recent holds the settings list. */
export const RECENT_HOLDS = 20;

/** The watchlist, live on every desk, and the recent check-ins it held. */
export const watchlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    watchlist: build.query<WatchlistEntry[], undefined>(
      livePort<WatchlistEntry[], undefined>('Watchlist', {
        read: (backend) => firstAnswer((listener, onError) => backend.watchlist.watch(listener, onError)),
        watch: (backend, _arg, _services, listener, onError) => backend.watchlist.watch(listener, onError),
      }),
    ),
    watchlistHolds: build.query<WatchlistHold[], undefined>({
      queryFn: (_arg, { extra }) => fromPort(extra, (backend) => backend.watchlist.holds(RECENT_HOLDS)),
      providesTags: ['Watchlist'],
    }),
  }),
});

export const { useWatchlistQuery, useWatchlistHoldsQuery } = watchlistApi;
