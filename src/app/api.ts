import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AppError } from '../backend/errors';

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
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one way the app reads from the backend. Features add their endpoints with `api.injectEndpoints`;
 * each endpoint calls the port through the store's services (see portQuery.ts). Writes are thunks, which
 * invalidate the tags they change.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<AppError>(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
