import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createCommand } from '../../app/command';
import type { RootState } from '../../app/hooks';
import type { Services } from '../../app/services';
import { VISIT_CHANGES } from '../../app/tags';
import { confirmArrival, publicSiteOf, checkOutLeaving, turnAwayArrival } from '../../backend/contactless';
import { arrivalCheckInId, type ArrivalPort } from '../../backend/port/contactless';
import { mailSite } from '../../shared/mail/mailSite';
import { oweVisitMails, sendVisitMails } from '../../shared/mail/owedVisitMails';
import { sendHoldAlert } from '../compliance';

/** How long a desk code is shown before the next replaces it; the previous one stays valid a grace period. */
export const CODE_ROTATION_MS = 10 * 60 * 1000;
export const CODE_GRACE_MS = 2 * 60 * 1000;

/** A fresh code for the desk's screen, published with the site's public copy. */
export const publishArrivalCode = createCommand(
  'contactless/publishCode',
  async (_: undefined, { backend, now }) =>
    backend.contactless.publish(await publicSiteOf(backend, now + CODE_ROTATION_MS + CODE_GRACE_MS)),
);

/**
 * The desk lets an arrival in: the normal check-in (using the arrival's invitation, when it is checked in
 * by the invited policy), then the visitor's and host's emails.
 */
export const confirmArrivalAtDesk = createCommand(
  'contactless/confirm',
  async (
    {
      arrivalId,
      timeZone,
      inviteCode,
      admitted,
    }: { arrivalId: string; timeZone: string; inviteCode?: string; admitted?: { note: string } },
    { backend, services, now, getState },
  ) => {
    const site = mailSite(getState(), timeZone);
    oweVisitMails(site.company, arrivalCheckInId(arrivalId), now);
    const visit = await confirmArrival(backend, arrivalId, now, inviteCode, admitted);
    sendVisitMails(services, visit, site);
    if (admitted) sendHoldAlert(services, site, arrivalCheckInId(arrivalId));
    return visit;
  },
  {
    invalidates: (_visit, { inviteCode, admitted }) => [
      ...VISIT_CHANGES,
      'Arrival',
      ...(inviteCode ? (['Invite'] as const) : []),
      // An admitted hold is recorded as decided.
      ...(admitted ? (['Watchlist'] as const) : []),
    ],
  },
);

/** A visitor asked from their phone to leave: the desk checks their visit out. */
export const checkOutLeavingAtDesk = createCommand(
  'contactless/checkOut',
  (arrivalId: string, { backend, now }) => checkOutLeaving(backend, arrivalId, now),
  { invalidates: [...VISIT_CHANGES, 'Arrival'] },
);

export const declineArrival = createCommand(
  'contactless/decline',
  async (arrivalId: string, { backend }) => {
    await backend.contactless.decline(arrivalId);
    return arrivalId;
  },
  { invalidates: ['Arrival'] },
);

/** The desk turns away an arrival the watchlist held. */
export const turnAwayArrivalAtDesk = createCommand(
  'contactless/turnAway',
  async (
    { arrivalId, note, timeZone }: { arrivalId: string; note: string; timeZone: string },
    { backend, services, now, getState },
  ) => {
    const hold = await turnAwayArrival(backend, arrivalId, now, note);
    sendHoldAlert(services, mailSite(getState(), timeZone), hold);
    return arrivalId;
  },
  { invalidates: ['Arrival', 'Watchlist'] },
);

/** The visitor's side of the backend, for the kiosk on the desk's own device. */
export const kioskArrivals =
  (): ThunkAction<Promise<ArrivalPort>, RootState, Services, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra.arrivals();

/** The company's password, asked for to leave kiosk mode. */
export const confirmCompanyPassword = createCommand(
  'contactless/confirmPassword',
  (password: string, { backend }) => backend.auth.confirmPassword(password),
);
