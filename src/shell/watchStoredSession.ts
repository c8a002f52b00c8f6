import {
  clearSessionStorage,
  isTokenExpired,
  readStoredToken,
  tokenSubject,
  TOKEN_STORAGE_KEY,
} from '../lib/sessionToken';
import type { SessionEndReason } from '../app/session';

export interface StoredSessionWatch {
  /** The signed-in person's id (the token's subject), or null when logged out. */
  memberId: () => string | null;
  onEnded: (reason: SessionEndReason) => void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * Ends the session when its stored token goes while the app is open: logged out in another tab (the token
 * removed), replaced by another person's sign-in there, or run out (its exp claim). Checked on every
 * change of the stored token and every `intervalMs`. Returns a function that stops watching.
 */
export function watchStoredSession({
  memberId,
  onEnded,
  now = Date.now,
  intervalMs = 30_000,
}: StoredSessionWatch): () => void {
  function check() {
    const signedIn = memberId();
    if (!signedIn) return;
    const token = readStoredToken();
    if (token && isTokenExpired(token, now())) {
      clearSessionStorage();
      onEnded('expired');
    } else if (!token || tokenSubject(token) !== signedIn) {
      onEnded('lost');
    }
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) check();
  };
  window.addEventListener('storage', onStorage);
  const timer = setInterval(check, intervalMs);
  return () => {
    window.removeEventListener('storage', onStorage);
    clearInterval(timer);
  };
}
