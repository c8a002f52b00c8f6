import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { apiSlot } from './apiSlot';
import { rootReducer, type RootState } from './rootReducer';
import type { Services } from './services';
import { sessionEnded } from './session';
import { sessionBoundary } from './sessionBoundary';

/**
 * At every session end each slice and the API cache start again from their initial state: nothing of one
 * company survives into the next session on a shared desk. No slice keeps its own copy of this rule.
 */
export type { RootState } from './rootReducer';

const resettingReducer = (state: Partial<RootState> | undefined, action: UnknownAction): RootState =>
  rootReducer(sessionEnded.match(action) ? undefined : state, action);

export function makeStore(services: Services, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: resettingReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(sessionBoundary)
        .concat(apiSlot),
    // RTK Query's actions notify subscribers once per microtask tick, not once per animation frame: an
    // answer renders as soon as it is in, instead of waiting up to a frame for its render to start.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
