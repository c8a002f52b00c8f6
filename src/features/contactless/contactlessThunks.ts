import { mailSite } from '../../shared/mail/mailSite';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import type { Services } from '../../app/services';
import { arrivalCheckInId, type ArrivalPort } from '../../backend/port/contactless';
import { sendHoldAlert } from '../compliance';
import { confirmArrival, publicSiteOf, checkOutLeaving, turnAwayArrival } from '../../backend/contactless';
import { toAppError } from '../../backend/errors';

/** How long a desk code is shown before the next replaces it; the previous one stays valid a grace period. */
export const CODE_ROTATION_MS = 10 * 60 * 1000;
export const CODE_GRACE_MS = 2 * 60 * 1000;

/** A fresh code for the desk's screen, published with the site's public copy. */
export const publishArrivalCode = createAppAsyncThunk(
  'contactless/publishCode',
  async (_: undefined, { extra, rejectWithValue }) => {
    try {
      const backend = await extra.backend();
      const site = await publicSiteOf(backend, extra.now() + CODE_ROTATION_MS + CODE_GRACE_MS);
      return await backend.contactless.publish(site);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/**
 * The desk lets an arrival in: the normal check-in (using the arrival's invitation, when it is checked in
 * by the invited policy), then the visitor's and host's emails.
 */
export const confirmArrivalAtDesk = createAppAsyncThunk(
  'contactless/confirm',
  async (
    {
      arrivalId,
      timeZone,
      inviteCode,
      admitted,
    }: { arrivalId: string; timeZone: string; inviteCode?: string; admitted?: { note: string } },
    { extra, getState, rejectWithValue },
  ) => {
    try {
      const site = mailSite(getState(), timeZone);
      const visit = await confirmArrival(await extra.backend(), arrivalId, extra.now(), inviteCode, admitted);
      // As at the desk: mail never delays or fails a check-in; a mail that could not go shows on the dashboard.
      void extra.mailer().then((mailer) => mailer.sendForVisit(visit, site));
      if (admitted) sendHoldAlert(extra, site, arrivalCheckInId(arrivalId));
      return visit;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/** A visitor asked from their phone to leave: the desk checks their visit out. */
export const checkOutLeavingAtDesk = createAppAsyncThunk(
  'contactless/checkOut',
  async (arrivalId: string, { extra, rejectWithValue }) => {
    try {
      return await checkOutLeaving(await extra.backend(), arrivalId, extra.now());
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

export const declineArrival = createAppAsyncThunk(
  'contactless/decline',
  async (arrivalId: string, { extra, rejectWithValue }) => {
    try {
      await (await extra.backend()).contactless.decline(arrivalId);
      return arrivalId;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/** The desk turns away an arrival the watchlist held. */
export const turnAwayArrivalAtDesk = createAppAsyncThunk(
  'contactless/turnAway',
  async (
    { arrivalId, note, timeZone }: { arrivalId: string; note: string; timeZone: string },
    { extra, getState, rejectWithValue },
  ) => {
    try {
      const hold = await turnAwayArrival(await extra.backend(), arrivalId, extra.now(), note);
      sendHoldAlert(extra, mailSite(getState(), timeZone), hold);
      return arrivalId;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/** The visitor's side of the backend, for the kiosk on the desk's own device. */
export const kioskArrivals =
  (): ThunkAction<Promise<ArrivalPort>, RootState, Services, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra.arrivals();

/** The company's password, asked for to leave kiosk mode. */
export const confirmCompanyPassword = createAppAsyncThunk(
  'contactless/confirmPassword',
  async (password: string, { extra, rejectWithValue }) => {
    try {
      await (await extra.backend()).auth.confirmPassword(password);
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
