import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import type { CompanyProfile, CompanyRegistration } from '../../backend/types';
import { clearSessionStorage, storeToken } from '../../lib/sessionToken';
import { trackRequest } from '../../app/trackRequest';
import { idleRequest, succeededRequest, type RequestState } from '../../lib/requestStatus';
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
    } catch {
      return rejectWithValue(AUTH_MESSAGES.loginFailed);
    }
  },
);

export const logout = createAppAsyncThunk('auth/logout', async (_arg, { extra, rejectWithValue }) => {
  try {
    await (await extra.backend()).auth.signOut();
    clearSessionStorage();
  } catch {
    return rejectWithValue(AUTH_MESSAGES.logoutFailed);
  }
});

export const registerCompany = createAppAsyncThunk(
  'auth/registerCompany',
  async (input: CompanyRegistration, { extra, rejectWithValue }) => {
    try {
      await (await extra.backend()).auth.registerCompany(input);
    } catch (error) {
      // SPEC §8: registration failures show the provider's own message.
      return rejectWithValue(error instanceof Error ? error.message : String(error));
    }
  },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The stored token ran out or no longer matches an account. */
    sessionEnded(state) {
      Object.assign(state, initialAuthState, { notice: AUTH_MESSAGES.sessionExpired });
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    trackRequest(builder, login, 'login', AUTH_MESSAGES.loginFailed, (state, company) => {
      state.isAuthenticated = true;
      state.company = company;
    });
    trackRequest(builder, registerCompany, 'register', 'Registration failed. Please try again.', (state) => {
      state.notice = AUTH_MESSAGES.registered;
    });
    trackRequest(builder, logout, 'logout', AUTH_MESSAGES.logoutFailed, (state) => {
      Object.assign(state, initialAuthState, { logout: succeededRequest });
    });
  },
});

export const { sessionEnded, noticeDismissed } = authSlice.actions;

export const selectAuth = (state: RootState) => state.auth;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
