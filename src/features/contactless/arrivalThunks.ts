import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import type { ArrivalInput } from '../../backend/port/contactless';

/** The visitor's phone: the public copy behind the scanned code. */
export const openArrivalCode = createAppAsyncThunk(
  'arrival/openCode',
  async ({ company, code }: { company: string; code: string }, { extra, rejectWithValue }) => {
    try {
      return await (await extra.arrivals()).openCode(company, code);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const submitArrival = createAppAsyncThunk(
  'arrival/submit',
  async (
    { company, code, input }: { company: string; code: string; input: ArrivalInput },
    { extra, rejectWithValue },
  ) => {
    try {
      return await (await extra.arrivals()).arrive(company, code, input);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const readArrivalStatus = createAppAsyncThunk(
  'arrival/status',
  async ({ company, arrivalId }: { company: string; arrivalId: string }, { extra, rejectWithValue }) => {
    try {
      return await (await extra.arrivals()).arrivalStatus(company, arrivalId);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
