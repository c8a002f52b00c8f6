import { jwtDecode } from 'jwt-decode';

/** The spec: the ID token is stored locally under one key. */
export const TOKEN_STORAGE_KEY = 'frontdesk.idToken';
/** The spec: logout also clears the visit-data flag. */
export const VISIT_DATA_FLAG_KEY = 'frontdesk.visitDataLoaded';

export function readStoredToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** Kiosk mode (features/contactless/kioskMode.ts) ends with the session that started it. */
const KIOSK_KEY = 'frontdesk.kiosk';
/**
 * Who the stored token's person is, as sign-in found them (their company and role): a member's ID token
 * does not name their company, and the app starts from storage without waiting for the backend.
 */
export const SESSION_INFO_KEY = 'frontdesk.session';

export function clearSessionStorage(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(SESSION_INFO_KEY);
  localStorage.removeItem(VISIT_DATA_FLAG_KEY);
  localStorage.removeItem(KIOSK_KEY);
}

export function markVisitDataLoaded(): void {
  localStorage.setItem(VISIT_DATA_FLAG_KEY, 'true');
}

/** The spec: expiry is the `exp` claim, in seconds. A token that cannot be decoded counts as expired. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp !== 'number' || exp * 1000 <= nowMs;
  } catch {
    return true;
  }
}

/** The account a token names (its `sub` claim); null when it cannot be read. */
export function tokenSubject(token: string): string | null {
  try {
    return jwtDecode(token).sub ?? null;
  } catch {
    return null;
  }
}
