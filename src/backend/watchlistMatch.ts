import { normalizeEmail } from '../lib/email';
import type { WatchlistEntry } from './port/watchlist';

/** A name as people write it differently: no accents, any case, single spaces. */
export function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The first entry that names this visitor: the same email, or the same name once normalised. */
export function watchlistMatch(
  entries: WatchlistEntry[],
  visitor: { visitorName: string; visitorEmail: string },
): WatchlistEntry | null {
  const email = normalizeEmail(visitor.visitorEmail);
  const name = normalizeName(visitor.visitorName);
  return (
    entries.find(
      (entry) =>
        (entry.email !== '' && normalizeEmail(entry.email) === email) ||
        (entry.name !== '' && normalizeName(entry.name) === name),
    ) ?? null
  );
}
