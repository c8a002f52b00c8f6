import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/useServices';
import { fetchStats, pageFailed, pageReceived, queryKey, queryOf, selectDashboard } from './dashboardSlice';

const SEARCH_WARM_UP_DELAY_MS = 800;

/**
 * Keeps the page on screen live: watches the current query, in this tab and others, and refreshes the
 * header counts whenever a visit changes. A new query replaces the old subscription.
 */
export function useLiveVisitPage(): void {
  const { pageSize, search, after } = queryOf(useAppSelector(selectDashboard));
  const dispatch = useAppDispatch();
  const services = useServices();

  useEffect(() => {
    const query = { pageSize, search, after };
    const key = queryKey(query);
    let stop: (() => void) | null = null;
    let active = true;
    void services.backend().then((backend) => {
      if (!active) return;
      stop = backend.visits.watch(
        query,
        (page) => dispatch(pageReceived({ key, page })),
        (error) => dispatch(pageFailed({ key, message: error.message })),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [services, dispatch, pageSize, search, after]);

  // The header counts follow any change to the visits, not the query on screen. Search is readied in
  // the background, so the operator's first keystroke does not pay for it.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let active = true;
    void services.backend().then((backend) => {
      if (!active) return;
      stop = backend.visits.watch({ pageSize: 1 }, () => void dispatch(fetchStats()));
    });
    // After the first page has had its turn: building the index competes with it for IndexedDB.
    const warmUp = setTimeout(() => {
      void services.backend().then((backend) => backend.visits.prepareSearch());
    }, SEARCH_WARM_UP_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(warmUp);
      stop?.();
    };
  }, [services, dispatch]);
}
