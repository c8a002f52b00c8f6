import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { authSlice, type AuthState } from '../features/auth/authSlice';
import type { DashboardState } from '../features/dashboard/dashboardSlice';
import type { VisitorsState } from '../features/visitors/visitorsSlice';
import type { VisitsState } from '../features/visits/visitsSlice';
import type { api } from './api';

/**
 * The parts of the state that arrive with the screens that use them: each injects itself as its module
 * loads, so the public pages never download the desk's slices or RTK Query. Read them through selectors
 * that fall back to the initial state, since a part injected just now is filled by the next action.
 */
export interface LazyState {
  visits: VisitsState;
  visitors: VisitorsState;
  dashboard: DashboardState;
  api: ReturnType<typeof api.reducer>;
}

export type RootState = { auth: AuthState } & Partial<LazyState>;

type LazyReducers = { [Key in keyof LazyState]?: Reducer<LazyState[Key]> };
const lazyReducers: LazyReducers = {};

/** Called once by each lazy part's module as it loads. */
export function injectReducer<Key extends keyof LazyState>(
  key: Key,
  reducer: NonNullable<LazyReducers[Key]>,
): void {
  lazyReducers[key] = reducer;
}

function reduceLazy<Key extends keyof LazyState>(
  key: Key,
  state: Partial<LazyState> | undefined,
  action: UnknownAction,
): LazyState[Key] | undefined {
  const reducer: LazyReducers[Key] = lazyReducers[key];
  return reducer ? reducer(state?.[key], action) : undefined;
}

export function rootReducer(state: Partial<RootState> | undefined, action: UnknownAction): RootState {
  return {
    auth: authSlice.reducer(state?.auth, action),
    visits: reduceLazy('visits', state, action),
    visitors: reduceLazy('visitors', state, action),
    dashboard: reduceLazy('dashboard', state, action),
    api: reduceLazy('api', state, action),
  };
}
