import { createSlice, type Draft } from '@reduxjs/toolkit';
import { createCommand } from '../../app/command';
import type { RootState } from '../../app/hooks';
import { injectSlice } from '../../app/rootReducer';
import { trackRequest } from '../../app/trackRequest';
import { checkInInput, NO_HOST } from '../../backend/checkInInput';
import { VISIT_CHANGES } from '../../app/tags';
import { AlreadyCheckedOutError, BackendError, type AppError } from '../../backend/errors';
import type { SignedAgreement } from '../../backend/port/agreements';
import type { Host } from '../../backend/port/directory';
import type { Visit } from '../../backend/port/visits';
import type { Answers, VisitorType } from '../../backend/port/visitorTypes';
import type { Visitor } from '../../backend/port/visitors';
import { screenedCheckIn, turnAway } from '../../backend/watchlist';
import { parseScannedCode } from '../../lib/passCode';
import { idleRequest, type RequestState } from '../../app/requestStatus';
import { selectCompanyId } from '../../app/session';
import { checkInInvited, invitedCheckInFailureText } from './invitedCheckIn';
import { sendHoldAlert } from '../compliance';
import { mailSite } from '../../shared/mail/mailSite';
import { oweVisitMails, sendVisitMails } from '../../shared/mail/owedVisitMails';
import { selectCurrentVisitor } from '../visitors';
import { PASS_MESSAGES, VISIT_MESSAGES } from '../../shared/visitMessages';
import { t } from '../../lib/operatorText';

export interface VisitsState {
  checkIn: RequestState;
  checkout: RequestState;
  lastCheckIn: Visit | null;
  /** Shown once on the main page after a checkout. */
  notice: string | null;
  /** Who that checkout was, shown beside the notice. */
  checkedOut: Pick<Visit, 'visitorName' | 'visitID'> | null;
}

const initialState: VisitsState = {
  checkIn: idleRequest,
  checkout: idleRequest,
  lastCheckIn: null,
  notice: null,
  checkedOut: null,
};

export interface VisitDetails {
  /** Chosen once per form, so a repeated submit creates one visit. */
  checkInId: string;
  /** The visitor type chosen: the visit keeps its id and its name as of now. */
  type: Pick<VisitorType, 'id' | 'name'>;
  /** The visitor's answers to the type's questions (none when it asks none). */
  answers: Answers;
  /** The directory's host (the visit keeps their id, name and email); null for a type that needs none. */
  host: Host | null;
  /** The host's company, as the visit names it. */
  companyName: string;
  /** The site's time zone, for the check-in time in the emails. */
  timeZone: string;
  /** The operator admits a visitor the watchlist held, with their note. */
  admitted?: { note: string };
  /** The visitor agreement the visitor accepted, when the site asks for one. */
  agreement?: SignedAgreement;
}

/** The check-in a visit-details form makes for the visitor in hand. */
function deskCheckIn(details: VisitDetails, visitor: Visitor, at: number) {
  const input = checkInInput(
    {
      id: details.checkInId,
      visitType: details.type.name,
      visitTypeId: details.type.id,
      ...(Object.keys(details.answers).length > 0 && { answers: details.answers }),
      companyName: details.companyName,
      at,
    },
    visitor,
    details.host ?? NO_HOST,
  );
  return details.agreement ? { ...input, agreement: details.agreement } : input;
}

export const checkIn = createCommand(
  'visits/checkIn',
  async (details: VisitDetails, { backend, services, now, getState }) => {
    const visitor = selectCurrentVisitor(getState());
    // No host is the store's to allow (the type's rule); an inactive one is never chosen.
    if (!visitor || details.host?.active === false) {
      throw new BackendError('invalid-input', t('No visitor or host chosen'));
    }
    const site = mailSite(getState(), details.timeZone);
    oweVisitMails(site.company, details.checkInId, now);
    const visit = await screenedCheckIn(backend, deskCheckIn(details, visitor, now), details.admitted);
    sendVisitMails(services, visit, site);
    if (details.admitted) sendHoldAlert(services, site, details.checkInId);
    return visit;
  },
  {
    invalidates: (_visit, details) => [
      ...VISIT_CHANGES,
      ...(details.admitted ? (['Watchlist'] as const) : []),
    ],
    // A second submit of the same form, while the first is saving or after it saved, does nothing.
    condition: (details, state) => {
      const { checkIn: request, lastCheckIn } = selectVisits(state);
      return request.status !== 'pending' && lastCheckIn?.id !== details.checkInId;
    },
  },
);

/** The operator turns away a visitor the watchlist held: recorded, and no visit is created. */
export const turnAwayVisitor = createCommand(
  'visits/turnAway',
  async (
    { details, note }: { details: VisitDetails; note: string },
    { backend, services, now, getState },
  ) => {
    const visitor = selectCurrentVisitor(getState());
    if (!visitor) throw new BackendError('invalid-input', t('No visitor chosen'));
    const hold = await turnAway(backend, deskCheckIn(details, visitor, now), note);
    sendHoldAlert(services, mailSite(getState(), details.timeZone), hold);
    return visitor.visitorName;
  },
  { invalidates: ['Watchlist'] },
);

/** A visit ID as typed: blank and malformed are told apart from a well-formed ID nobody has. */
function parseVisitId(typed: string): number {
  const trimmed = typed.trim();
  if (!trimmed) throw new BackendError('invalid-input', t(VISIT_MESSAGES.visitIdEmpty));
  if (!/^\d{6}$/.test(trimmed)) {
    throw new BackendError('not-found', t('No visit has the visit ID {visitId}', { visitId: trimmed }));
  }
  return Number(trimmed);
}

export const checkOut = createCommand(
  'visits/checkOut',
  (visitIdText: string, { backend, now }) => backend.visits.checkOutByVisitId(parseVisitId(visitIdText), now),
  {
    invalidates: VISIT_CHANGES,
    condition: (_, state) => selectVisits(state).checkout.status !== 'pending',
  },
);

/**
 * A scanned code checks out exactly as a typed visit ID does; a code that is no pass, an invitation or
 * another company's pass is told apart before the backend is asked.
 */
export const checkOutScanned = createCommand(
  'visits/checkOutScanned',
  async (text: string, { backend, now, getState }) => {
    const scanned = parseScannedCode(text);
    if (!scanned) throw new BackendError('invalid-input', t(PASS_MESSAGES.notAPass));
    if (scanned.kind === 'invite') throw new BackendError('invalid-input', t(PASS_MESSAGES.invitation));
    if (scanned.company !== selectCompanyId(getState())) {
      throw new BackendError('permission', t(PASS_MESSAGES.otherCompany));
    }
    try {
      return await backend.visits.checkOutByPass(scanned.code, now);
    } catch (error) {
      if (error instanceof AlreadyCheckedOutError) {
        throw new BackendError('already-checked-out', VISIT_MESSAGES.alreadyCheckedOut(error.visitID));
      }
      throw error;
    }
  },
  {
    invalidates: VISIT_CHANGES,
    condition: (_, state) => selectVisits(state).checkout.status !== 'pending',
  },
);

/** The scanned-pass texts: the spec's, or why the code is not a pass of this company. */
export function scannedCheckoutFailureText(error: AppError): string {
  if (error.code === 'not-found') return t(VISIT_MESSAGES.unknownVisitId);
  if (['invalid-input', 'permission', 'already-checked-out'].includes(error.code)) return error.message;
  return t(VISIT_MESSAGES.checkoutFailed);
}

/** The spec's checkout texts, by what went wrong. */
export function checkoutFailureText(error: AppError, typed: string): string {
  if (error.code === 'invalid-input') return t(VISIT_MESSAGES.visitIdEmpty);
  if (error.code === 'not-found') return t(VISIT_MESSAGES.unknownVisitId);
  if (error.code === 'already-checked-out') return VISIT_MESSAGES.alreadyCheckedOut(Number(typed.trim()));
  return t(VISIT_MESSAGES.checkoutFailed);
}

export const visitsSlice = createSlice({
  name: 'visits',
  initialState,
  reducers: {
    noticeShown(state) {
      state.notice = null;
      state.checkedOut = null;
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
      () => t(VISIT_MESSAGES.checkInFailed),
      (state, visit) => {
        state.lastCheckIn = visit;
      },
    );
    trackRequest(builder, checkInInvited, 'checkIn', invitedCheckInFailureText, (state, visit) => {
      state.lastCheckIn = visit;
    });
    const checkedOut = (state: Draft<VisitsState>, visit: Visit) => {
      state.notice = VISIT_MESSAGES.checkoutSuccess;
      state.checkedOut = { visitorName: visit.visitorName, visitID: visit.visitID };
    };
    trackRequest(builder, checkOut, 'checkout', checkoutFailureText, checkedOut);
    trackRequest(builder, checkOutScanned, 'checkout', scannedCheckoutFailureText, checkedOut);
  },
});

export const { noticeShown, checkoutReset } = visitsSlice.actions;

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    visits: VisitsState;
  }
}

injectSlice(visitsSlice);

export const selectVisits = (state: RootState) => state.visits ?? initialState;
