import { siteDayOf } from '../lib/siteDays';
import type { Host } from './port/directory';
import type { InviteInput } from './port/invites';

/** What the desk says of an invitation; the host and the site's day complete it. */
export type InvitationDetails = Pick<
  InviteInput,
  | 'code'
  | 'visitorName'
  | 'visitorEmail'
  | 'visitorMobile'
  | 'visitType'
  | 'visitTypeId'
  | 'visitorLanguage'
  | 'companyName'
  | 'expectedAt'
>;

/**
 * An invitation of this visitor to meet this host at `expectedAt`: valid for that whole day at the site,
 * in its time zone. It keeps the host's id, name and email, as a visit does.
 */
export function inviteInput(
  invite: InvitationDetails,
  host: Pick<Host, 'id' | 'name' | 'email'>,
  timeZone: string,
): InviteInput {
  const day = siteDayOf(invite.expectedAt, timeZone);
  // Field by field: an object with more fields (an arrival) passes only what an invitation holds.
  return {
    code: invite.code,
    visitorName: invite.visitorName,
    visitorEmail: invite.visitorEmail,
    visitorMobile: invite.visitorMobile,
    visitType: invite.visitType,
    ...(invite.visitTypeId && { visitTypeId: invite.visitTypeId }),
    ...(invite.visitorLanguage && { visitorLanguage: invite.visitorLanguage }),
    companyName: invite.companyName,
    expectedAt: invite.expectedAt,
    hostId: host.id,
    whomToMeet: host.name,
    whomToMeetEmail: host.email,
    day: day.label,
    validFrom: day.start,
    validUntil: day.end,
  };
}
