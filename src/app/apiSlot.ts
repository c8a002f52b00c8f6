import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { TagType } from './tags';

interface LoadedApi {
  middleware: Middleware;
  resetApiState: () => UnknownAction;
  invalidateTags: (tags: TagType[]) => UnknownAction;
}

let loaded: LoadedApi | null = null;
/** Stores made before the API loaded, to be told when it does. */
let waiting = new Set<(action: UnknownAction) => unknown>();

/**
 * Called once by api.ts as it loads (after injecting its reducer): from then on every store runs the
 * API's middleware, and each existing store computes its cache at once, before a query reads it.
 */
export function apiLoaded(api: LoadedApi): void {
  loaded = api;
  for (const dispatch of waiting) dispatch({ type: 'api/loaded' });
  waiting = new Set();
}

/** The action that empties the API cache, or null while no screen has loaded the API. */
export const resetApiAction = (): UnknownAction | null => loaded?.resetApiState() ?? null;

/**
 * The action that refreshes the reads of these tags, or null while no screen has loaded the API (then
 * nothing is cached). Writes use it without importing the API, which stays out of the first download.
 */
export const invalidateAction = (tags: readonly TagType[]): UnknownAction | null =>
  loaded?.invalidateTags([...tags]) ?? null;

/**
 * A place in every store's middleware for the API's, which loads with the first screen that reads: until
 * then actions pass through; after, each store runs its own instance of the API's middleware.
 */
export const apiSlot: Middleware = (store) => {
  if (!loaded) waiting.add(store.dispatch);
  let chain: ((action: unknown) => unknown) | null = null;
  return (next) => (action) => {
    if (!loaded) return next(action);
    chain ??= loaded.middleware(store)(next);
    return chain(action);
  };
};
