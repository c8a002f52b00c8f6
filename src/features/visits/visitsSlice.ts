import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { injectReducer, type RootState } from '../../app/rootReducer';
import { trackRequest } from '../../app/trackRequest';
import { checkInInput } from '../../backend/checkInInput';
import { BackendError, toAppError, type AppError } from '../../backend/errors';
import type { Host } from '../../backend/port/directory';
import type { Visit, VisitType } from '../../backend/port/visits';
import { idleRequest, type RequestState } from '../../lib/requestStatus';
import { selectCurrentVisitor } from '../visitors/visitorsSlice';
import { VISIT_MESSAGES } from './visitMessages';

export interface VisitsState {
  checkIn: RequestState;
  checkout: RequestState;
  lastCheckIn: Visit | null;
  /** Shown once on the main page after a checkout. */
  notice: string | null;
}

const initialState: VisitsState = {
  checkIn: idleRequest,
  checkout: idleRequest,
  lastCheckIn: null,
  notice: null,
};

export interface VisitDetails {
  /** Chosen once per form, so a repeated submit creates one visit. */
  checkInId: string;
  visitType: VisitType;
  /** The directory's host; the visit keeps their id, name and email. */
  host: Host;
  /** The host's company, as the visit names it. */
  companyName: string;
  /** The site's time zone, for the check-in time in the emails. */
  timeZone: string;
}

export const checkIn = createAppAsyncThunk(
  'visits/checkIn',
  async (details: VisitDetails, { extra, getState, rejectWithValue }) => {
    const visitor = selectCurrentVisitor(getState());
    const { host } = details;
    if (!visitor || !host.active) {
      return rejectWithValue({ code: 'invalid-input', message: 'No visitor or host chosen' });
    }
    try {
      const visit = await (
        await extra.backend()
      ).visits.checkIn(
        checkInInput(
          {
            id: details.checkInId,
            visitType: details.visitType,
            companyName: details.companyName,
            at: extra.now(),
          },
          visitor,
          host,
        ),
      );
      // Mail never delays or fails a check-in (DESIGN.md §5); a mail that could not go shows on the dashboard.
      void extra.mailer().then((mailer) => mailer.sendForVisit(visit, details.timeZone));
      return visit;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
  {
    // A second submit of the same form, while the first is saving or after it saved, does nothing.
    condition: (details, { getState }) => {
      const { checkIn: request, lastCheckIn } = selectVisits(getState());
      return request.status !== 'pending' && lastCheckIn?.id !== details.checkInId;
    },
  },
);

/** A visit ID as typed: blank and malformed are told apart from a well-formed ID nobody has. */
function parseVisitId(typed: string): number {
  const trimmed = typed.trim();
  if (!trimmed) throw new BackendError('invalid-input', VISIT_MESSAGES.visitIdEmpty);
  if (!/^\d{6}$/.test(trimmed)) throw new BackendError('not-found', `No visit has the visit ID ${trimmed}`);
  return Number(trimmed);
}

export const checkOut = createAppAsyncThunk(
  'visits/checkOut',
  async (visitIdText: string, { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).visits.checkOutByVisitId(parseVisitId(visitIdText), extra.now());
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
  { condition: (_, { getState }) => selectVisits(getState()).checkout.status !== 'pending' },
);

/** SPEC §8: the checkout texts, by what went wrong. */
export function checkoutFailureText(error: AppError, typed: string): string {
  if (error.code === 'invalid-input') return VISIT_MESSAGES.visitIdEmpty;
  if (error.code === 'not-found') return VISIT_MESSAGES.unknownVisitId;
  if (error.code === 'already-checked-out') return VISIT_MESSAGES.alreadyCheckedOut(Number(typed.trim()));
  return VISIT_MESSAGES.checkoutFailed;
}

export const visitsSlice = createSlice({
  name: 'visits',
  initialState,
  reducers: {
    noticeShown(state) {
      state.notice = null;
    },
    checkoutReset(state) {
      state.checkout = idleRequest;
    },
  },
  extraReducers: (builder) => {
    trackRequest(
      builder,
      checkIn,
      'checkIn',
      () => VISIT_MESSAGES.checkInFailed,
      (state, visit) => {
        state.lastCheckIn = visit;
      },
    );
    trackRequest(builder, checkOut, 'checkout', checkoutFailureText, (state) => {
      state.notice = VISIT_MESSAGES.checkoutSuccess;
    });
  },
});

export const { noticeShown, checkoutReset } = visitsSlice.actions;

injectReducer('visits', visitsSlice.reducer);

export const selectVisits = (state: RootState) => state.visits ?? initialState;
