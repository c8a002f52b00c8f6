import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk, type RootState } from '../../app/hooks';
import { injectSlice } from '../../app/rootReducer';
import { noticeShown, sessionEnded, sessionStarted } from '../../app/session';
import { spansSessions } from '../../app/sessionBoundary';
import { trackRequest } from '../../app/trackRequest';
import { toAppError } from '../../backend/errors';
import type { CompanyRegistration } from '../../backend/port/auth';
import { clearSessionStorage, storeToken } from '../../lib/sessionToken';
import { idleRequest, type RequestState } from '../../app/requestStatus';
import { AUTH_MESSAGES } from './authMessages';

/** The account screens' requests; who is signed in is the session's (app/session.ts). */
export interface AuthState {
  login: RequestState;
  logout: RequestState;
  register: RequestState;
}

const initialState: AuthState = { login: idleRequest, logout: idleRequest, register: idleRequest };

export const login = createAppAsyncThunk(
  'auth/login',
  async ({ email, password }: { email: string; password: string }, { dispatch, extra, rejectWithValue }) => {
    try {
      const session = await (await extra.backend()).auth.signIn(email.trim(), password);
      storeToken(session.token);
      dispatch(sessionStarted(session.company));
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
  async (input: CompanyRegistration, { dispatch, extra, rejectWithValue }) => {
    try {
      await (await extra.backend()).auth.registerCompany(input);
      dispatch(noticeShown(AUTH_MESSAGES.registered));
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    trackRequest(builder, login, 'login', () => AUTH_MESSAGES.loginFailed);
    // The spec: registration failures show the provider's own message.
    trackRequest(builder, registerCompany, 'register', (error) => error.message);
    trackRequest(builder, logout, 'logout', () => AUTH_MESSAGES.logoutFailed);
  },
});

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    auth: AuthState;
  }
}

injectSlice(authSlice);

export const selectAuthRequests = (state: RootState) => state.auth ?? initialState;
