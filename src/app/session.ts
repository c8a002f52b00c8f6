import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyProfile } from '../backend/port/auth';

/**
 * Why a session ended: the operator logged out; the stored token ran out; or the backend no longer
 * recognises it (signed out in another tab, revoked, refresh failed).
 */
export type SessionEndReason = 'logout' | 'expired' | 'lost';

/** The one session boundary: the root reducer starts every slice and the API cache again on it. */
export const sessionEnded = createAction<SessionEndReason>('session/ended');

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

export interface SessionState {
  /** The signed-in company; null when logged out. */
  company: CompanyProfile | null;
  /** A message for the login page: registration done, or the session ran out. */
  notice: string | null;
}

export const initialSessionState: SessionState = { company: null, notice: null };

/** Who is signed in at this desk: the state every feature reads and none owns. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<CompanyProfile>) {
      state.company = action.payload;
      state.notice = null;
    },
    noticeShown(state, action: PayloadAction<string>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // The root reducer has already reset this slice; only the reason is left to tell.
    builder.addCase(sessionEnded, (state, action) => {
      if (action.payload !== 'logout') state.notice = SESSION_EXPIRED_TEXT;
    });
  },
});

export const { sessionStarted, noticeShown, noticeDismissed } = sessionSlice.actions;

interface WithSession {
  session: SessionState;
}
export const selectCompany = (state: WithSession) => state.session.company;
/** The signed-in company's id; '' when logged out. */
export const selectCompanyId = (state: WithSession) => state.session.company?.id ?? '';
export const selectIsAuthenticated = (state: WithSession) => state.session.company !== null;
export const selectSessionNotice = (state: WithSession) => state.session.notice;
