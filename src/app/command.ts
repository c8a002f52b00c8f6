import {
  createAsyncThunk,
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type Middleware,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { toAppError } from '../backend/errors';
import type { Backend } from '../backend/port/backend';
import { invalidateAction } from './apiSlot';
import type { AppDispatch, AppThunkConfig, RootState } from './hooks';
import { injectSlice } from './rootReducer';
import type { Services } from './services';
import type { TagType } from './tags';

/** What a command's work receives: the port, the other services, and the desk's clock read once. */
export interface CommandContext {
  backend: Backend;
  services: Services;
  /** Epoch milliseconds when the command started. */
  now: number;
  getState: () => RootState;
  dispatch: AppDispatch;
}

export interface CommandOptions<Arg, Result> {
  /**
   * The reads this command changes, refreshed once it is saved. A live read answers from its listener
   * (no second read); any other read fetches again.
   */
  invalidates?: readonly TagType[] | ((result: Result, arg: Arg) => readonly TagType[]);
  /** False skips the command: a second submit while the first is on its way, or after it saved. */
  condition?: (arg: Arg, state: RootState) => boolean;
  /** Its result belongs to whichever session is current when it settles (logout). */
  spansSessions?: boolean;
  /** Runs as the command is dispatched, before the backend is loaded: what must happen at the click. */
  onStart?: (dispatch: AppDispatch, arg: Arg) => void;
}

/** This desk's commands by request id: on their way, and saved but not yet confirmed by the server. */
export interface WritesState {
  inFlight: string[];
  unconfirmed: string[];
}

const initialState: WritesState = { inFlight: [], unconfirmed: [] };
type CommandStarted = PayloadAction<undefined, string, { requestId: string; command: true }>;
const isCommandStarted = (action: unknown): action is CommandStarted =>
  isPending(action) && 'command' in action.meta && action.meta.command === true;
const without = (ids: string[], id: string) => ids.filter((each) => each !== id);

const writesSlice = createSlice({
  name: 'writes',
  initialState,
  reducers: {
    writeConfirmed(state, action: PayloadAction<string>) {
      state.unconfirmed = without(state.unconfirmed, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isCommandStarted, (state, action) => {
        state.inFlight.push(action.meta.requestId);
      })
      .addMatcher(isFulfilled, (state, action) => {
        if (!state.inFlight.includes(action.meta.requestId)) return;
        state.inFlight = without(state.inFlight, action.meta.requestId);
        state.unconfirmed.push(action.meta.requestId);
      })
      .addMatcher(isRejected, (state, action) => {
        state.inFlight = without(state.inFlight, action.meta.requestId);
      });
  },
});

declare module './rootReducer' {
  interface LazyLoadedSlices {
    writes: WritesState;
  }
}

injectSlice(writesSlice);

export const { writeConfirmed } = writesSlice.actions;

/** How many of this desk's writes are saved on this device but not yet confirmed by the server. */
export const selectUnconfirmedWrites = (state: RootState) =>
  (state.writes ?? initialState).unconfirmed.length;

const createCommandThunk = createAsyncThunk.withTypes<AppThunkConfig>();

/**
 * The one way the desk acts: every write (and every action that reads on demand, such as an export) is a
 * command. A command runs its work against the port, maps any failure to a coded AppError once (screens
 * choose the spec's text by code), refreshes what it changed, and reports two moments: saved on this
 * device (fulfilled) and confirmed by the store of record (`writeConfirmed`, from confirmWrites; at once
 * locally, when Firestore acknowledges it otherwise). A screen reads its state from the action it awaited, or from a
 * slice that tracks it (trackRequest.ts).
 */
export function createCommand<Result, Arg = void>(
  type: string,
  work: (arg: Arg, context: CommandContext) => Promise<Result>,
  options: CommandOptions<Arg, Result> = {},
) {
  const { invalidates, condition, spansSessions, onStart } = options;
  return createCommandThunk(
    type,
    async (arg: Arg, { extra, dispatch, getState, rejectWithValue }) => {
      try {
        onStart?.(dispatch, arg);
        const backend = await extra.backend();
        const result = await work(arg, { backend, services: extra, now: extra.now(), getState, dispatch });
        const tags = typeof invalidates === 'function' ? invalidates(result, arg) : invalidates;
        const refresh = tags?.length ? invalidateAction(tags) : null;
        if (refresh) dispatch(refresh);
        return result;
      } catch (error) {
        return rejectWithValue(toAppError(error));
      }
    },
    {
      condition: condition && ((arg, { getState }) => condition(arg, getState())),
      getPendingMeta: () => ({ command: true, ...(spansSessions && { spansSessions: true }) }),
    },
  );
}

/**
 * Tells each saved command's confirmation, after the store has recorded it as saved: the backend's
 * whenConfirmed() answers for every write made so far, this one included.
 */
export const confirmWrites =
  (services: Services): Middleware =>
  (store) =>
  (next) =>
  (action) => {
    const result = next(action);
    const saved = (store.getState() as RootState).writes?.unconfirmed ?? [];
    if (isFulfilled(action) && saved.includes(action.meta.requestId)) {
      const confirmed = () => store.dispatch(writeConfirmed(action.meta.requestId));
      void services
        .backend()
        .then((backend) => backend.sync.whenConfirmed())
        .then(confirmed, confirmed);
    }
    return result;
  };
