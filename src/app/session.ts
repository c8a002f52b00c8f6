import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../backend/roles';
import type { CompanyProfile, SessionMember } from '../backend/port/auth';
import { msg } from '../lib/operatorText';

/**
 * Why a session ended: the operator logged out; the stored token ran out; the backend no longer
 * recognises it (signed out in another tab, revoked, refresh failed); or an admin deactivated the person.
 */
export type SessionEndReason = 'logout' | 'expired' | 'lost' | 'deactivated';

/** The one session boundary: the root reducer starts every slice and the API cache again on it. */
export const sessionEnded = createAction<SessionEndReason>('session/ended');

export const SESSION_EXPIRED_TEXT = msg('Your session has expired. Please log in again.');

export interface SessionState {
  /** The signed-in company; null when logged out. */
  company: CompanyProfile | null;
  /** The person signed in for it (its owner or a member) and their role; null when logged out. */
  member: SessionMember | null;
  /** A message for the login page: registration done, or the session ran out. */
  notice: string | null;
}

export const initialSessionState: SessionState = { company: null, member: null, notice: null };

/** Who is signed in at this desk: the state every feature reads and none owns. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ company: CompanyProfile; member: SessionMember }>) {
      state.company = action.payload.company;
      state.member = action.payload.member;
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
      // A deactivation says why itself (noticeShown): its words stay out of the landing page's download.
      if (action.payload === 'expired' || action.payload === 'lost') state.notice = SESSION_EXPIRED_TEXT;
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
export const selectMember = (state: WithSession) => state.session.member;
/** The signed-in person's role; null when logged out. */
export const selectRole = (state: WithSession): Role | null => state.session.member?.role ?? null;
