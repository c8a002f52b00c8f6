import { createCommand } from '../../app/command';
import type { WatchlistInput } from '../../backend/port/watchlist';

export const addToWatchlist = createCommand(
  'watchlist/add',
  (input: WatchlistInput, { backend }) => backend.watchlist.add(input),
  { invalidates: ['Watchlist'] },
);

export const removeFromWatchlist = createCommand(
  'watchlist/remove',
  async (id: string, { backend }) => {
    await backend.watchlist.remove(id);
    return id;
  },
  { invalidates: ['Watchlist'] },
);
