import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/useServices';
import { fetchStats, pageFailed, pageReceived, queryKey, queryOf, selectDashboard } from './dashboardSlice';

/**
 * Keeps the page on screen live: watches the current query, in this tab and others, and refreshes the
 * header counts whenever the page changes. A new query replaces the old subscription.
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
        (page) => {
          dispatch(pageReceived({ key, page }));
          void dispatch(fetchStats());
        },
        (error) => dispatch(pageFailed(error.message)),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [services, dispatch, pageSize, search, after]);
}
