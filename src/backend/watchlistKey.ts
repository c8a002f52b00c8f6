import { normalizeEmail } from '../lib/email';
import { BackendError } from './errors';

/** One email is listed once: a second entry for it is refused. */
export class AlreadyListedError extends BackendError {
  constructor() {
    super('duplicate', 'This email is already on the watchlist.');
  }
}

/**
 * A watchlist entry with an email is stored under the SHA-256 (hex) of the normalised email, as the register
 * keys a visitor: Firestore's rules find a listed email with one lookup when a visit is written, and one
 * email is listed once. An entry with a name only has an id of its own, starting `n-`.
 */
export async function watchlistEntryId(email: string): Promise<string> {
  if (!email.trim()) return `n-${crypto.randomUUID()}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmail(email)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
