/** SPEC §4: every operation has request (pending), success and failure states. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  error: string | null;
}

export const idleRequest: RequestState = { status: 'idle', error: null };
export const pendingRequest: RequestState = { status: 'pending', error: null };
export const succeededRequest: RequestState = { status: 'succeeded', error: null };
export const failedRequest = (error: string | undefined, fallback: string): RequestState => ({
  status: 'failed',
  error: error ?? fallback,
});
