import type { ErrorCode } from '../backend/errors';

/** The spec: every operation has request (pending), success and failure states. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  /** The failure state's text (the spec's, where it has one), chosen by code. */
  error: string | null;
  code: ErrorCode | null;
}

export const idleRequest: RequestState = { status: 'idle', error: null, code: null };
export const pendingRequest: RequestState = { status: 'pending', error: null, code: null };
export const succeededRequest: RequestState = { status: 'succeeded', error: null, code: null };
export const failedRequest = (code: ErrorCode, error: string): RequestState => ({
  status: 'failed',
  error,
  code,
});
