import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { AlreadyCheckedOutError, VisitNotFoundError } from '../../backend/errors';
import type { Visit, VisitType } from '../../backend/types';
import { trackRequest } from '../../app/trackRequest';
import { idleRequest, type RequestState } from '../../lib/requestStatus';
import { markVisitDataLoaded } from '../../lib/sessionToken';
import { logout } from '../auth/authSlice';
import { sendCheckInEmails } from '../mail/checkInEmails';
import { hostNamed } from './directory';
import { MAIN_PAGE_VISITS, VISIT_MESSAGES } from './visitMessages';

export interface VisitsState {
  /** The newest visits, newest first: one page, not the whole history. */
  list: Visit[];
  fetch: RequestState;
  checkIn: RequestState;
  checkout: RequestState;
  lastCheckIn: Visit | null;
  /** Shown once on the main page after a checkout. */
  notice: string | null;
}

const initialState: VisitsState = {
  list: [],
  fetch: idleRequest,
  checkIn: idleRequest,
  checkout: idleRequest,
  lastCheckIn: null,
  notice: null,
};

export const fetchVisits = createAppAsyncThunk('visits/fetch', async (_arg, { extra, rejectWithValue }) => {
  try {
    const page = await (await extra.backend()).visits.page({ pageSize: MAIN_PAGE_VISITS });
    markVisitDataLoaded();
    return page.visits;
  } catch (error) {
    return rejectWithValue(error instanceof Error ? error.message : String(error));
  }
});

export interface VisitDetails {
  /** Chosen once per form, so a repeated submit creates one visit. */
  checkInId: string;
  visitType: VisitType;
  companyName: string;
  whomToMeet: string;
}

export const checkIn = createAppAsyncThunk(
  'visits/checkIn',
  async (details: VisitDetails, { extra, getState, rejectWithValue }) => {
    const visitor = getState().visitors.current;
    const host = hostNamed(details.whomToMeet);
    if (!visitor || !host) return rejectWithValue(VISIT_MESSAGES.checkInFailed);
    try {
      const visit = await (
        await extra.backend()
      ).visits.checkIn({
        id: details.checkInId,
        visitType: details.visitType,
        companyName: details.companyName,
        whomToMeet: host.name,
        whomToMeetEmail: host.email,
        visitorEmail: visitor.visitorEmail,
        visitorName: visitor.visitorName,
        visitorMobile: visitor.visitorMobile,
        imageUrl: visitor.imageUrl,
        at: extra.now(),
      });
      // Mail never delays or fails a check-in (DESIGN.md §5).
      void extra.mailer().then((mailer) => sendCheckInEmails(mailer, visit));
      return visit;
    } catch {
      return rejectWithValue(VISIT_MESSAGES.checkInFailed);
    }
  },
  { condition: (_, { getState }) => getState().visits.checkIn.status !== 'pending' },
);

export const checkOut = createAppAsyncThunk(
  'visits/checkOut',
  async (visitIdText: string, { extra, rejectWithValue }) => {
    const trimmed = visitIdText.trim();
    if (!trimmed) return rejectWithValue(VISIT_MESSAGES.visitIdEmpty);
    if (!/^\d{6}$/.test(trimmed)) return rejectWithValue(VISIT_MESSAGES.unknownVisitId);
    try {
      return await (await extra.backend()).visits.checkOutByVisitId(Number(trimmed), extra.now());
    } catch (error) {
      if (error instanceof VisitNotFoundError) return rejectWithValue(VISIT_MESSAGES.unknownVisitId);
      if (error instanceof AlreadyCheckedOutError) {
        return rejectWithValue(VISIT_MESSAGES.alreadyCheckedOut(error.visitID));
      }
      return rejectWithValue(VISIT_MESSAGES.checkoutFailed);
    }
  },
  { condition: (_, { getState }) => getState().visits.checkout.status !== 'pending' },
);

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
    trackRequest(builder, fetchVisits, 'fetch', 'Failed to load visits', (state, visits) => {
      state.list = visits;
    });
    trackRequest(builder, checkIn, 'checkIn', VISIT_MESSAGES.checkInFailed, (state, visit) => {
      state.lastCheckIn = visit;
      state.list = [visit, ...state.list.filter((shown) => shown.id !== visit.id)].slice(0, MAIN_PAGE_VISITS);
    });
    trackRequest(builder, checkOut, 'checkout', VISIT_MESSAGES.checkoutFailed, (state, visit) => {
      state.notice = VISIT_MESSAGES.checkoutSuccess;
      state.list = state.list.map((shown) => (shown.id === visit.id ? visit : shown));
    });
    builder.addCase(logout.fulfilled, () => initialState);
  },
});

export const { noticeShown, checkoutReset } = visitsSlice.actions;

export const selectVisits = (state: RootState) => state.visits;
