import { Dexie } from 'dexie';
import { normalizeEmail } from '../../lib/email';
import type { WatchlistPort } from '../port/watchlist';
import { AlreadyListedError } from '../watchlistKey';
import type { FrontdeskDb, WatchlistHoldRow, WatchlistRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireActorEmail, requireTenant, withoutStorageFields } from './tenant';

const toEntry = (row: WatchlistRow) => withoutStorageFields(row, ['tenant']);
const toHold = (row: WatchlistHoldRow) => withoutStorageFields(row, ['tenant']);

export function createLocalWatchlist(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  now: () => number,
): WatchlistPort {
  const account = () => requireActorEmail(session);

  async function entriesOf(tenant: string) {
    const rows = await db.watchlist
      .where('[tenant+addedAt]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .reverse()
      .toArray();
    return rows.map(toEntry);
  }

  return {
    async add(input) {
      const tenant = requireTenant(session);
      const row: WatchlistRow = {
        id: crypto.randomUUID(),
        tenant,
        name: input.name.trim(),
        email: input.email.trim(),
        reason: input.reason.trim(),
        addedBy: account(),
        addedAt: now(),
      };
      const email = normalizeEmail(row.email);
      await db.transaction('rw', db.watchlist, async () => {
        if (email && (await entriesOf(tenant)).some((entry) => normalizeEmail(entry.email) === email)) {
          throw new AlreadyListedError();
        }
        await db.watchlist.add(row);
      });
      return toEntry(row);
    },

    async remove(id) {
      const tenant = requireTenant(session);
      await db.transaction('rw', db.watchlist, async () => {
        if ((await db.watchlist.get(id))?.tenant === tenant) await db.watchlist.delete(id);
      });
    },

    list: () => entriesOf(requireTenant(session)),

    watch(listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => entriesOf(tenant), listener, onError);
    },

    recordHold(hold) {
      const tenant = requireTenant(session);
      return db.transaction('rw', db.watchlistHolds, async () => {
        const existing = await db.watchlistHolds.get(hold.id);
        if (existing?.tenant === tenant) return toHold(existing);
        const row: WatchlistHoldRow = { ...hold, tenant, decidedBy: account() };
        await db.watchlistHolds.add(row);
        return toHold(row);
      });
    },

    async hold(id) {
      const row = await db.watchlistHolds.get(id);
      return row?.tenant === requireTenant(session) ? toHold(row) : null;
    },

    async holds(count) {
      const tenant = requireTenant(session);
      const rows = await db.watchlistHolds
        .where('[tenant+at]')
        .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
        .reverse()
        .limit(count)
        .toArray();
      return rows.map(toHold);
    },
  };
}
