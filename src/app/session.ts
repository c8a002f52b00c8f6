import { createAction } from '@reduxjs/toolkit';

/**
 * Why a session ended: the operator logged out; the stored token ran out; or the backend no longer
 * recognises it (signed out in another tab, revoked, refresh failed).
 */
export type SessionEndReason = 'logout' | 'expired' | 'lost';

/** The one session boundary: the root reducer starts every slice and the API cache again on it. */
export const sessionEnded = createAction<SessionEndReason>('session/ended');
