import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/hooks';
import { injectSlice } from '../../app/rootReducer';
import { trackRequest } from '../../app/trackRequest';
import type { VisitCursor, VisitPageQuery } from '../../backend/port/visits';
import { idleRequest, type RequestState } from '../../app/requestStatus';
import { SEARCH_MAX_LENGTH } from '../../lib/visitSearch';
import { exportVisits } from './exportVisits';
import { t } from '../../lib/operatorText';

/** The spec's page sizes, the first being the default. */
export const PAGE_SIZES = [20, 10, 5] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const CHART_DAYS = 14;

/** Which visits the dashboard lists: all, or those of a stretch of time, or those still on site. */
export const SHOWN = ['all', 'today', 'week', 'on-site'] as const;
export type Shown = (typeof SHOWN)[number];

/** What the operator has chosen on the dashboard; the visits themselves live in the API cache. */
export interface DashboardState {
  pageSize: PageSize;
  search: string;
  shown: Shown;
  /** Only this host's visits; '' for every host. */
  hostId: string;
  /** Only the visits this person checked in; '' for everyone. */
  checkedInBy: string;
  /** Only the visits of this visitor type (its name); '' for every type. */
  visitType: string;
  /** cursors[i] is where page i starts; page 0 starts at the top. */
  cursors: (VisitCursor | null)[];
  pageIndex: number;
  export: RequestState;
}

const initialState: DashboardState = {
  pageSize: PAGE_SIZES[0],
  search: '',
  shown: 'all',
  hostId: '',
  checkedInBy: '',
  visitType: '',
  cursors: [null],
  pageIndex: 0,
  export: idleRequest,
};

export function queryOf(state: DashboardState): VisitPageQuery {
  return { pageSize: state.pageSize, search: state.search, after: state.cursors[state.pageIndex] ?? null };
}

function backToFirstPage(state: DashboardState) {
  state.cursors = [null];
  state.pageIndex = 0;
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
    shownChosen(state, action: PayloadAction<Shown>) {
      state.shown = action.payload;
      backToFirstPage(state);
    },
    hostChosen(state, action: PayloadAction<string>) {
      state.hostId = action.payload;
      backToFirstPage(state);
    },
    operatorChosen(state, action: PayloadAction<string>) {
      state.checkedInBy = action.payload;
      backToFirstPage(state);
    },
    visitTypeChosen(state, action: PayloadAction<string>) {
      state.visitType = action.payload;
      backToFirstPage(state);
    },
    /** `next` is the cursor of the page on screen. */
    nextPageRequested(state, action: PayloadAction<VisitCursor>) {
      state.cursors = [...state.cursors.slice(0, state.pageIndex + 1), action.payload];
      state.pageIndex += 1;
    },
    previousPageRequested(state) {
      if (state.pageIndex > 0) state.pageIndex -= 1;
    },
  },
  extraReducers: (builder) => {
    trackRequest(builder, exportVisits, 'export', (error) =>
      t('Could not export the visits: {reason}', { reason: error.message }),
    );
  },
});

export const {
  pageSizeChosen,
  searchTyped,
  shownChosen,
  hostChosen,
  operatorChosen,
  visitTypeChosen,
  nextPageRequested,
  previousPageRequested,
} = dashboardSlice.actions;

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    dashboard: DashboardState;
  }
}

injectSlice(dashboardSlice);

export const selectDashboard = (state: RootState) => state.dashboard ?? initialState;
/** Memoised: a new query object on every store update would re-render the dashboard on every action. */
export const selectVisitQuery = createSelector([selectDashboard], queryOf);
