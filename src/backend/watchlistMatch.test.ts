import { describe, expect, it } from 'vitest';
import type { WatchlistEntry } from './port/watchlist';
import { normalizeName, watchlistMatch } from './watchlistMatch';

const entry = (fields: Partial<WatchlistEntry>): WatchlistEntry => ({
  id: crypto.randomUUID(),
  name: '',
  email: '',
  reason: 'Banned after an incident',
  addedBy: 'desk@example.com',
  addedAt: 0,
  ...fields,
});

describe('watchlist matching', () => {
  const byName = entry({ name: 'José  Álvarez' });
  const byEmail = entry({ email: 'Mallory@Example.com' });

  it.each([
    ['jose alvarez', 'any case, no accents'],
    ['  JOSÉ   ÁLVAREZ ', 'extra and leading spaces'],
    ['José\tÁlvarez', 'a tab between the names'],
  ])('matches the name “%s” (%s)', (visitorName) => {
    expect(watchlistMatch([byName], { visitorName, visitorEmail: 'someone@example.com' })).toBe(byName);
  });

  it('matches the email exactly, ignoring case and surrounding spaces', () => {
    expect(
      watchlistMatch([byName, byEmail], { visitorName: 'M', visitorEmail: ' mallory@example.COM ' }),
    ).toBe(byEmail);
  });

  it('matches neither a different name nor a similar email, and never on an empty field', () => {
    const visitor = { visitorName: 'Jose Alvares', visitorEmail: 'mallory@example.co' };
    expect(watchlistMatch([byName, byEmail], visitor)).toBeNull();
    expect(
      watchlistMatch([entry({ email: 'x@example.com' })], { visitorName: '', visitorEmail: 'y@e.com' }),
    ).toBeNull();
  });

  it('normalises a name to lower case without accents and single spaces', () => {
    expect(normalizeName('  Zoë   DE la Cruz ')).toBe('zoe de la cruz');
  });
});
