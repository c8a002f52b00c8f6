import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type Middleware,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { RootState } from './hooks';
import { injectSlice } from './rootReducer';
import type { Services } from './services';

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

/** How many of this desk's changes are not yet confirmed by the server: on their way, or saved here only. */
export const selectWaitingWrites = (state: RootState) => {
  const { inFlight, unconfirmed } = state.writes ?? initialState;
  return inFlight.length + unconfirmed.length;
};

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
