import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  dashboardSlice,
  nextPageRequested,
  pageSizeChosen,
  previousPageRequested,
  queryOf,
  searchTyped,
  type DashboardState,
} from './dashboardSlice';

const reduce = (actions: UnknownAction[], from?: DashboardState) =>
  actions.reduce(dashboardSlice.reducer, from ?? dashboardSlice.getInitialState());

describe('dashboard slice', () => {
  it('keeps a stack of cursors, so Previous returns to the page before', () => {
    let state = reduce([nextPageRequested('c1'), nextPageRequested('c2')]);
    expect(state.cursors).toEqual([null, 'c1', 'c2']);
    expect(queryOf(state).after).toBe('c2');
    state = reduce([previousPageRequested()], state);
    expect(state.pageIndex).toBe(1);
    expect(queryOf(state).after).toBe('c1');
    state = reduce([nextPageRequested('c2b')], state);
    expect(state.cursors).toEqual([null, 'c1', 'c2b']);
    state = reduce([previousPageRequested(), previousPageRequested(), previousPageRequested()], state);
    expect(state.pageIndex).toBe(0);
    expect(queryOf(state).after).toBeNull();
  });

  it('goes back to the first page when the page size or search changes, search capped at 20', () => {
    const paged = reduce([nextPageRequested('c1')]);
    expect(reduce([pageSizeChosen(5)], paged)).toMatchObject({ pageSize: 5, pageIndex: 0, cursors: [null] });
    const searched = reduce([searchTyped('x'.repeat(30))], paged);
    expect(searched).toMatchObject({ pageIndex: 0, cursors: [null] });
    expect(searched.search).toHaveLength(20);
    expect(queryOf(searched)).toEqual({ pageSize: 20, search: 'x'.repeat(20), after: null });
  });
});
