import type { Auth } from 'firebase/auth';

/**
 * How long a desk must be able to go on after a network cut starts, at any moment: Firebase cannot
 * refresh an ID token offline, and the session ends when the stored token's exp passes (a spec rule).
 */
export const TOKEN_LEFT_AT_A_CUT_MS = 50 * 60_000;

export interface TokenFreshnessOptions {
  now?: () => number;
  /** How often the token's time left is looked at; a cut can start just after a look. */
  intervalMs?: number;
  /** The time a token must still have after a look (the refresh margin included). */
  minimumLeftMs?: number;
}

/**
 * Keeps the signed-in user's ID token young: Firebase itself refreshes it only 5 minutes before it runs
 * out, which would leave a desk cut off just then 5 minutes of work. Each look refreshes the token when it
 * has less than `minimumLeftMs` plus one interval left. A refresh that fails (offline) is simply tried at
 * the next look. Returns a function that stops it.
 */
export function keepTokenFresh(
  auth: Auth,
  { now = Date.now, intervalMs = 60_000, minimumLeftMs = TOKEN_LEFT_AT_A_CUT_MS }: TokenFreshnessOptions = {},
): () => void {
  let looking = false;
  async function look() {
    const user = auth.currentUser;
    if (!user || looking) return;
    looking = true;
    try {
      const { expirationTime } = await user.getIdTokenResult();
      if (Date.parse(expirationTime) - now() < minimumLeftMs + intervalMs) await user.getIdToken(true);
    } catch {
      // Offline, or the account is gone: the session's own checks decide what that means.
    } finally {
      looking = false;
    }
  }
  const timer = setInterval(() => void look(), intervalMs);
  void look();
  return () => clearInterval(timer);
}
