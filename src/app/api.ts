import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AppError } from '../backend/errors';
import { apiLoaded } from './apiSlot';
import { injectReducer, type RootState } from './rootReducer';

export const TAG_TYPES = [
  'Visit',
  'VisitStats',
  'OnSite',
  'Mail',
  'Visitor',
  'Company',
  'Site',
  'Directory',
  'Verification',
  'Arrival',
  'Invite',
  'RollCall',
  'Watchlist',
  'PrivacyLog',
  'Agreement',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one way the app reads from the backend. Features add their endpoints with `api.injectEndpoints`;
 * each endpoint calls the port through the store's services (see portQuery.ts). Writes are thunks, which
 * invalidate the tags they change. Loaded with the first screen that reads, and injected into the store
 * then.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<AppError>(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

injectReducer('api', api.reducer);
apiLoaded({ middleware: api.middleware, resetApiState: api.util.resetApiState });

const emptyCache = api.reducer(undefined, { type: 'api/empty' });

/** Wraps a selector of the API cache, so that it can read a store whose cache was injected just now. */
export const selectFromApi =
  <Selected>(selector: (state: RootState & { api: typeof emptyCache }) => Selected) =>
  (state: RootState): Selected =>
    selector({ ...state, api: state.api ?? emptyCache });
