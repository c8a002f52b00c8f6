import { clearSessionStorage, isTokenExpired, readStoredToken } from '../lib/sessionToken';
import { initialAuthState, type AuthState } from '../features/auth/authSlice';
import { AUTH_MESSAGES } from '../features/auth/authMessages';
import { jwtDecode } from 'jwt-decode';

/**
 * SPEC §4: on start the stored token decides the session. A token whose exp is past logs out and
 * sends the operator to /login; a valid one means logged in, without waiting for the backend.
 */
export function startSession(now: number = Date.now()): { auth: AuthState; expired: boolean } {
  const token = readStoredToken();
  if (!token) return { auth: initialAuthState, expired: false };
  if (isTokenExpired(token, now)) {
    clearSessionStorage();
    return { auth: { ...initialAuthState, notice: AUTH_MESSAGES.sessionExpired }, expired: true };
  }
  const claims = jwtDecode<{ sub?: string; user_id?: string; email?: string; name?: string }>(token);
  return {
    auth: {
      ...initialAuthState,
      isAuthenticated: true,
      company: { id: claims.sub ?? claims.user_id ?? '', name: claims.name ?? '', email: claims.email ?? '' },
    },
    expired: false,
  };
}
