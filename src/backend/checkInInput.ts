import type { Host } from './port/directory';
import type { Visitor } from './port/visitors';
import { newRandomCode } from '../lib/randomCode';
import type { CheckInInput, Visit } from './port/visits';

/** The host of a visit for nobody in particular (a type that needs no host): the visit names none. */
export const NO_HOST: Pick<Host, 'id' | 'name' | 'email'> = { id: '', name: '', email: '' };

/**
 * A check-in of this visitor to meet this host: the visit keeps the host's id, name and email, and the
 * visitor's details as the register holds them. One shape for the desk's check-in and a confirmed arrival.
 */
export function checkInInput(
  visit: Pick<
    CheckInInput,
    'id' | 'visitType' | 'visitTypeId' | 'answers' | 'visitorLanguage' | 'companyName' | 'at'
  >,
  visitor: Pick<Visitor, 'visitorEmail' | 'visitorName' | 'visitorMobile' | 'imageUrl'>,
  host: Pick<Host, 'id' | 'name' | 'email'>,
): CheckInInput {
  return {
    ...visit,
    whomToMeet: host.name,
    whomToMeetEmail: host.email,
    hostId: host.id,
    visitorEmail: visitor.visitorEmail,
    visitorName: visitor.visitorName,
    visitorMobile: visitor.visitorMobile,
    imageUrl: visitor.imageUrl,
  };
}

/**
 * The open visit a check-in creates, once the adapter has reserved its visit ID: the input's fields (not
 * its time's name or its invitation), and a fresh pass code. Both adapters build it here.
 */
export function openVisitOf(input: CheckInInput, visitID: number, checkedInBy: string): Visit {
  const { at, inviteCode: _invitation, admission: _admission, ...fields } = input;
  return {
    ...fields,
    checkedOut: false,
    checkin_timestamp: at,
    checkout_timestamp: '',
    visitID,
    passCode: newRandomCode(),
    checkedInBy,
  };
}
