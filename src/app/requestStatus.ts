import type { ErrorCode } from '../backend/errors';

/** SPEC §4: every operation has request (pending), success and failure states. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  /** The failure state's text (SPEC §8), chosen by code. */
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
