import { api } from '../../app/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import type { Backend } from '../../backend/port/backend';

/** A roll-call write with the desk's clock; the open roll call and the history are read again after it. */
function rollCallWrite<Arg, Result>(
  type: string,
  write: (backend: Backend, arg: Arg, at: number) => Promise<Result>,
) {
  return createAppAsyncThunk(type, async (arg: Arg, { extra, dispatch, rejectWithValue }) => {
    try {
      const result = await write(await extra.backend(), arg, extra.now());
      dispatch(api.util.invalidateTags(['RollCall']));
      return result;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  });
}

/** Freezes who is on site now into a roll call, or joins the one already open. */
export const startRollCall = rollCallWrite('rollCall/start', (backend, _arg: undefined, at) =>
  backend.rollCalls.start(at),
);

export const markSafe = rollCallWrite(
  'rollCall/markSafe',
  (backend, { rollCallId, visitId }: { rollCallId: string; visitId: string }, at) =>
    backend.rollCalls.markSafe(rollCallId, visitId, at),
);

export const finishRollCall = rollCallWrite('rollCall/finish', (backend, rollCallId: string, at) =>
  backend.rollCalls.finish(rollCallId, at),
);
