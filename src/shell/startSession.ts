import { jwtDecode } from 'jwt-decode';
import { initialSessionState, SESSION_EXPIRED_TEXT, type SessionState } from '../app/session';
import { readSessionInfo } from '../app/sessionInfo';
import { clearSessionStorage, isTokenExpired, readStoredToken } from '../lib/sessionToken';

/**
 * The spec: on start the stored token decides the session. A token whose exp is past logs out and sends
 * the operator to /login; a valid one means logged in, without waiting for the backend.
 */
export function startSession(now: number = Date.now()): { session: SessionState; expired: boolean } {
  const token = readStoredToken();
  if (!token) return { session: initialSessionState, expired: false };
  if (isTokenExpired(token, now)) {
    clearSessionStorage();
    return { session: { ...initialSessionState, notice: SESSION_EXPIRED_TEXT }, expired: true };
  }
  const claims = jwtDecode<{ sub?: string; user_id?: string; email?: string; name?: string }>(token);
  const subject = claims.sub ?? claims.user_id ?? '';
  // Without the info kept at sign-in (a token stored before team accounts), the token's person is taken
  // for its company's owner until the backend's restore says who they are.
  const info = readSessionInfo(subject) ?? {
    company: { id: subject, name: claims.name ?? '', email: claims.email ?? '' },
    member: { id: subject, name: claims.name ?? '', email: claims.email ?? '', role: 'owner' as const },
  };
  return { session: { ...initialSessionState, ...info }, expired: false };
}
