import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import type { VisitCursor, VisitPage, VisitPageQuery, VisitStats } from '../../backend/types';
import { SEARCH_MAX_LENGTH } from '../../lib/visitSearch';

/** SPEC §9: page sizes offered, the first being the default. */
export const PAGE_SIZES = [20, 10, 5] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const CHART_DAYS = 14;

export interface DashboardState {
  pageSize: PageSize;
  search: string;
  /** cursors[i] is where page i starts; page 0 starts at the top. */
  cursors: (VisitCursor | null)[];
  pageIndex: number;
  /** The page on screen and the query it answers: the store never holds more than one page. */
  page: VisitPage | null;
  /** The search the page on screen answers (the typed search may be ahead of it). */
  shownSearch: string;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: string | null;
  stats: VisitStats | null;
  /** The latest stats request: an earlier one answering late must not overwrite newer counts. */
  statsRequestId: string | null;
}

const initialState: DashboardState = {
  pageSize: PAGE_SIZES[0],
  search: '',
  cursors: [null],
  pageIndex: 0,
  page: null,
  shownSearch: '',
  status: 'idle',
  error: null,
  stats: null,
  statsRequestId: null,
};

export function queryOf(state: DashboardState): VisitPageQuery {
  return { pageSize: state.pageSize, search: state.search, after: state.cursors[state.pageIndex] ?? null };
}

/** Identifies a query, so a late answer to an earlier one is never shown. */
export const queryKey = (query: VisitPageQuery) =>
  JSON.stringify([query.pageSize, query.search, query.after]);

export const fetchStats = createAppAsyncThunk('dashboard/fetchStats', async (_arg, { extra }) =>
  (await extra.backend()).visits.stats(extra.now(), CHART_DAYS),
);

function backToFirstPage(state: DashboardState) {
  state.cursors = [null];
  state.pageIndex = 0;
  state.status = 'pending';
}

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    pageSizeChosen(state, action: PayloadAction<PageSize>) {
      state.pageSize = action.payload;
      backToFirstPage(state);
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.search = action.payload.slice(0, SEARCH_MAX_LENGTH);
      backToFirstPage(state);
    },
    nextPageRequested(state) {
      const next = state.page?.nextCursor;
      if (!next) return;
      state.cursors = [...state.cursors.slice(0, state.pageIndex + 1), next];
      state.pageIndex += 1;
      state.status = 'pending';
    },
    previousPageRequested(state) {
      if (state.pageIndex === 0) return;
      state.pageIndex -= 1;
      state.status = 'pending';
    },
    pageReceived(state, action: PayloadAction<{ key: string; page: VisitPage }>) {
      if (action.payload.key !== queryKey(queryOf(state))) return;
      state.page = action.payload.page;
      state.shownSearch = state.search;
      state.status = 'succeeded';
      state.error = null;
    },
    pageFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      if (action.payload.key !== queryKey(queryOf(state))) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchStats.pending, (state, action) => {
        state.statsRequestId = action.meta.requestId;
      })
      .addCase(fetchStats.fulfilled, (state, action) => {
        if (action.meta.requestId === state.statsRequestId) state.stats = action.payload;
      });
  },
});

export const {
  pageSizeChosen,
  searchTyped,
  nextPageRequested,
  previousPageRequested,
  pageReceived,
  pageFailed,
} = dashboardSlice.actions;

export const selectDashboard = (state: RootState) => state.dashboard;

export function selectPageCount(state: RootState): number {
  const total = state.dashboard.page?.total ?? 0;
  return Math.max(1, Math.ceil(total / state.dashboard.pageSize));
}
