import type { Host } from './port/directory';
import type { Visitor } from './port/visitors';
import type { CheckInInput } from './port/visits';

/**
 * A check-in of this visitor to meet this host: the visit keeps the host's id, name and email, and the
 * visitor's details as the register holds them. One shape for the desk's check-in and a confirmed arrival.
 */
export function checkInInput(
  visit: Pick<CheckInInput, 'id' | 'visitType' | 'companyName' | 'at'>,
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
