import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AppError } from '../backend/errors';
import { apiLoaded } from './apiSlot';
import { injectSlice, type RootState } from './rootReducer';
import { TAG_TYPES } from './tags';

export type { TagType } from './tags';

/**
 * The one way the app reads from the backend. Features add their endpoints with `api.injectEndpoints`;
 * each endpoint calls the port through the store's services (see portQuery.ts). Writes are commands
 * (command.ts), which invalidate the tags they change. Loaded with the first screen that reads, and
 * injected into the store then.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<AppError>(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

declare module './rootReducer' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}

injectSlice({ reducerPath: 'api', reducer: api.reducer });
apiLoaded({
  middleware: api.middleware,
  resetApiState: api.util.resetApiState,
  invalidateTags: api.util.invalidateTags,
});

const emptyCache = api.reducer(undefined, { type: 'api/empty' });

/** Wraps a selector of the API cache, so that it can read a store whose cache was injected just now. */
export const selectFromApi =
  <Selected>(selector: (state: RootState & { api: typeof emptyCache }) => Selected) =>
  (state: RootState): Selected =>
    selector({ ...state, api: state.api ?? emptyCache });
