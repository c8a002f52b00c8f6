import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { VisitPage, VisitStats } from '../../backend/types';
import {
  dashboardSlice,
  fetchStats,
  nextPageRequested,
  pageFailed,
  pageReceived,
  pageSizeChosen,
  previousPageRequested,
  queryKey,
  queryOf,
  searchTyped,
  type DashboardState,
} from './dashboardSlice';

const reduce = (actions: UnknownAction[], from?: DashboardState) =>
  actions.reduce(dashboardSlice.reducer, from ?? dashboardSlice.getInitialState());

const page = (nextCursor: string | null, total = 50): VisitPage => ({ visits: [], nextCursor, total });
/** The page answering the state's current query. */
const answer = (state: DashboardState, answered: VisitPage) =>
  pageReceived({ key: queryKey(queryOf(state)), page: answered });

describe('dashboard slice', () => {
  it('keeps a stack of cursors, so Previous returns to the page before', () => {
    let state = reduce([]);
    state = reduce([answer(state, page('c1')), nextPageRequested()], state);
    state = reduce([answer(state, page('c2')), nextPageRequested()], state);
    expect(state.cursors).toEqual([null, 'c1', 'c2']);
    expect(queryOf(state).after).toBe('c2');
    state = reduce([previousPageRequested()], state);
    expect(state.pageIndex).toBe(1);
    expect(queryOf(state).after).toBe('c1');
    state = reduce([previousPageRequested(), previousPageRequested()], state);
    expect(state.pageIndex).toBe(0);
  });

  it('goes back to the first page when the page size or search changes, search capped at 20', () => {
    const start = reduce([]);
    const paged = reduce([answer(start, page('c1')), nextPageRequested()], start);
    expect(reduce([pageSizeChosen(5)], paged)).toMatchObject({ pageSize: 5, pageIndex: 0, cursors: [null] });
    const searched = reduce([searchTyped('x'.repeat(30))], paged);
    expect(searched).toMatchObject({ pageIndex: 0, cursors: [null], status: 'pending' });
    expect(searched.search).toHaveLength(20);
  });

  it('ignores a page or a failure that answers an earlier query', () => {
    const start = reduce([]);
    const staleKey = queryKey(queryOf(reduce([searchTyped('as')], start)));
    const typed = reduce([searchTyped('as'), searchTyped('ash')], start);
    const fresh = page(null, 3);
    const state = reduce(
      [
        answer(typed, fresh),
        pageReceived({ key: staleKey, page: page(null, 40) }),
        pageFailed({ key: staleKey, message: 'aborted' }),
      ],
      typed,
    );
    expect(state.page).toBe(fresh);
    expect(state.shownSearch).toBe('ash');
    expect(state).toMatchObject({ status: 'succeeded', error: null });
  });

  it('keeps the newest header counts when an older request answers late', () => {
    const counts = (onSiteNow: number): VisitStats => ({ onSiteNow, checkInsToday: 0, perDay: [] });
    const state = reduce([
      fetchStats.pending('older', undefined),
      fetchStats.pending('newer', undefined),
      fetchStats.fulfilled(counts(2), 'newer', undefined),
      fetchStats.fulfilled(counts(1), 'older', undefined),
    ]);
    expect(state.stats?.onSiteNow).toBe(2);
  });
});
