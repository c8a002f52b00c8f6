import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import type { CompanyProfile, CompanyRegistration } from '../../backend/types';
import { clearSessionStorage, storeToken } from '../../lib/sessionToken';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
} from '../../lib/requestStatus';
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
    builder
      .addCase(login.pending, (state) => {
        state.login = pendingRequest;
        state.notice = null;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.login = succeededRequest;
        state.isAuthenticated = true;
        state.company = action.payload;
      })
      .addCase(login.rejected, (state, action) => {
        state.login = failedRequest(action.payload, AUTH_MESSAGES.loginFailed);
      })
      .addCase(logout.pending, (state) => {
        state.logout = pendingRequest;
      })
      .addCase(logout.fulfilled, () => ({ ...initialAuthState, logout: succeededRequest }))
      .addCase(logout.rejected, (state, action) => {
        state.logout = failedRequest(action.payload, AUTH_MESSAGES.logoutFailed);
      })
      .addCase(registerCompany.pending, (state) => {
        state.register = pendingRequest;
      })
      .addCase(registerCompany.fulfilled, (state) => {
        state.register = succeededRequest;
        state.notice = AUTH_MESSAGES.registered;
      })
      .addCase(registerCompany.rejected, (state, action) => {
        state.register = failedRequest(action.payload, 'Registration failed. Please try again.');
      });
  },
});

export const { sessionEnded, noticeDismissed } = authSlice.actions;

export const selectAuth = (state: RootState) => state.auth;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
