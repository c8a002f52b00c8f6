import { createSlice } from '@reduxjs/toolkit';
import { createCommand } from '../../app/command';
import type { RootState } from '../../app/hooks';
import { injectSlice } from '../../app/rootReducer';
import { noticeShown, sessionEnded, sessionStarted } from '../../app/session';
import { storeSessionInfo } from '../../app/sessionInfo';
import { trackRequest } from '../../app/trackRequest';
import type { CompanyRegistration } from '../../backend/port/auth';
import { clearSessionStorage, storeToken } from '../../lib/sessionToken';
import { idleRequest, type RequestState } from '../../app/requestStatus';
import { AUTH_MESSAGES } from './authMessages';
import { t } from '../../lib/operatorText';

/** The account screens' requests; who is signed in is the session's (app/session.ts). */
export interface AuthState {
  login: RequestState;
  logout: RequestState;
  register: RequestState;
}

const initialState: AuthState = { login: idleRequest, logout: idleRequest, register: idleRequest };

export const login = createCommand(
  'auth/login',
  async ({ email, password }: { email: string; password: string }, { backend, dispatch }) => {
    const session = await backend.auth.signIn(email.trim(), password);
    storeToken(session.token);
    storeSessionInfo(session);
    dispatch(sessionStarted(session));
    return session.company;
  },
);

/**
 * The stored session is gone the instant Logout is clicked: cleared first, synchronously, and every slice
 * reset; then the backend revokes the token. A tab closed or reloaded in between starts logged out.
 */
export const logout = createCommand('auth/logout', (_: undefined, { backend }) => backend.auth.signOut(), {
  spansSessions: true,
  // Runs as the click is handled, before the backend is even loaded.
  onStart: (dispatch) => {
    clearSessionStorage();
    dispatch(sessionEnded('logout'));
  },
});

export const registerCompany = createCommand(
  'auth/registerCompany',
  async (input: CompanyRegistration, { backend, dispatch }) => {
    await backend.auth.registerCompany(input);
    dispatch(noticeShown(AUTH_MESSAGES.registered));
  },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // A deactivated member is told so; every other failure is the spec's one text.
    trackRequest(builder, login, 'login', (error) =>
      error.code === 'revoked' ? error.message : t(AUTH_MESSAGES.loginFailed),
    );
    // The spec: registration failures show the provider's own message.
    trackRequest(builder, registerCompany, 'register', (error) => error.message);
    trackRequest(builder, logout, 'logout', () => t(AUTH_MESSAGES.logoutFailed));
  },
});

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    auth: AuthState;
  }
}

injectSlice(authSlice);

export const selectAuthRequests = (state: RootState) => state.auth ?? initialState;
