import { createAsyncThunk } from '@reduxjs/toolkit';
import { toAppError } from '../backend/errors';
import type { Backend } from '../backend/port/backend';
import { invalidateAction } from './apiSlot';
import type { AppDispatch, AppThunkConfig, RootState } from './hooks';
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
  /**
   * The desk's own upkeep (visit IDs held ahead for a cut, its timed duties), not a change anyone made:
   * left out of the count of changes waiting for the server (writes.ts).
   */
  upkeep?: boolean | ((arg: Arg) => boolean);
}

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
  const { invalidates, condition, spansSessions, onStart, upkeep } = options;
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
      getPendingMeta: ({ arg }) => ({
        command: !(typeof upkeep === 'function' ? upkeep(arg) : upkeep),
        ...(spansSessions && { spansSessions: true }),
      }),
    },
  );
}
