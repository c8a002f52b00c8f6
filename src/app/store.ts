import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { dashboardSlice } from '../features/dashboard/dashboardSlice';
import { visitorsSlice } from '../features/visitors/visitorsSlice';
import { visitsSlice } from '../features/visits/visitsSlice';
import { api } from './api';
import type { Services } from './services';
import { sessionEnded } from './session';
import { sessionBoundary } from './sessionBoundary';

const slices = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [visitorsSlice.name]: visitorsSlice.reducer,
  [visitsSlice.name]: visitsSlice.reducer,
  [dashboardSlice.name]: dashboardSlice.reducer,
  [api.reducerPath]: api.reducer,
});

/**
 * At every session end each slice and the API cache start again from their initial state: nothing of one
 * company survives into the next session on a shared desk. No slice keeps its own copy of this rule.
 */
const rootReducer: typeof slices = (state, action) =>
  slices(sessionEnded.match(action) ? undefined : state, action);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(services: Services, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(sessionBoundary)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
