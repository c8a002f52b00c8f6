import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { sessionEnded } from '../../app/session';
import { spansSessions } from '../../app/sessionBoundary';
import type { RootState } from '../../app/store';
import { trackRequest } from '../../app/trackRequest';
import { toAppError } from '../../backend/errors';
import type { CompanyProfile, CompanyRegistration } from '../../backend/port/auth';
import { clearSessionStorage, storeToken } from '../../lib/sessionToken';
import { idleRequest, type RequestState } from '../../lib/requestStatus';
import { AUTH_MESSAGES } from './authMessages';

export interface AuthState {
  isAuthenticated: boolean;
  company: CompanyProfile | null;
  login: RequestState;
  logout: RequestState;
  register: RequestState;
  /** A message for the login page: registration done, or the session ran out. */
  notice: string | null;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  company: null,
  login: idleRequest,
  logout: idleRequest,
  register: idleRequest,
  notice: null,
};

export const login = createAppAsyncThunk(
  'auth/login',
  async ({ email, password }: { email: string; password: string }, { extra, rejectWithValue }) => {
    try {
      const session = await (await extra.backend()).auth.signIn(email.trim(), password);
      storeToken(session.token);
      return session.company;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/**
 * The stored session is gone the instant Logout is clicked: cleared first, synchronously, and every slice
 * reset; then the backend revokes the token. A tab closed or reloaded in between starts logged out.
 */
export const logout = createAppAsyncThunk(
  'auth/logout',
  async (_arg, { dispatch, extra, rejectWithValue }) => {
    clearSessionStorage();
    dispatch(sessionEnded('logout'));
    try {
      await (await extra.backend()).auth.signOut();
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
  spansSessions,
);

export const registerCompany = createAppAsyncThunk(
  'auth/registerCompany',
  async (input: CompanyRegistration, { extra, rejectWithValue }) => {
    try {
      await (await extra.backend()).auth.registerCompany(input);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // The root reducer has already reset this slice; only the reason is left to tell.
    builder.addCase(sessionEnded, (state, action) => {
      if (action.payload !== 'logout') state.notice = AUTH_MESSAGES.sessionExpired;
    });
    trackRequest(
      builder,
      login,
      'login',
      () => AUTH_MESSAGES.loginFailed,
      (state, company) => {
        state.isAuthenticated = true;
        state.company = company;
      },
    );
    // SPEC §8: registration failures show the provider's own message.
    trackRequest(
      builder,
      registerCompany,
      'register',
      (error) => error.message,
      (state) => {
        state.notice = AUTH_MESSAGES.registered;
      },
    );
    trackRequest(builder, logout, 'logout', () => AUTH_MESSAGES.logoutFailed);
  },
});

export const { noticeDismissed } = authSlice.actions;

export const selectAuth = (state: RootState) => state.auth;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
