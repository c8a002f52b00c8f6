import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import type { WatchlistInput } from '../../backend/port/watchlist';

export const addToWatchlist = createAppAsyncThunk(
  'watchlist/add',
  async (input: WatchlistInput, { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).watchlist.add(input);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const removeFromWatchlist = createAppAsyncThunk(
  'watchlist/remove',
  async (id: string, { extra, rejectWithValue }) => {
    try {
      await (await extra.backend()).watchlist.remove(id);
      return id;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
