import type { ErrorCode } from '../backend/errors';

/** The spec: every operation has request (pending), success and failure states. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  /** The failure state's text (the spec's, where it has one), chosen by code. */
  error: string | null;
  code: ErrorCode | null;
  /**
   * Why, beside that text, when the desk could tell: what the network cut kept it from doing (a visit
   * this desk has not seen, offline), said in its own words rather than as the spec's "not found".
   */
  reason: string | null;
}

export const idleRequest: RequestState = { status: 'idle', error: null, code: null, reason: null };
export const pendingRequest: RequestState = { status: 'pending', error: null, code: null, reason: null };
export const succeededRequest: RequestState = { status: 'succeeded', error: null, code: null, reason: null };
export const failedRequest = (
  code: ErrorCode,
  error: string,
  reason: string | null = null,
): RequestState => ({
  status: 'failed',
  error,
  code,
  reason,
});
