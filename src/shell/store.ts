import { configureStore } from '@reduxjs/toolkit';
import { apiSlot } from '../app/apiSlot';
import { confirmWrites } from '../app/writes';
import { rootReducer, type RootState } from '../app/rootReducer';
import type { Services } from '../app/services';
import { sessionBoundary } from '../app/sessionBoundary';

export type { RootState } from '../app/rootReducer';

/** The desk's store: the root reducer, the services as every thunk's extra argument, the session boundary. */
export function makeStore(services: Services, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(sessionBoundary)
        .concat(apiSlot, confirmWrites(services)),
    // RTK Query's actions notify subscribers once per microtask tick, not once per animation frame: an
    // answer renders as soon as it is in, instead of waiting up to a frame for its render to start.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
