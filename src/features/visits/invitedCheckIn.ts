import { createCommand } from '../../app/command';
import { VISIT_CHANGES } from '../../app/tags';
import { checkInInput } from '../../backend/checkInInput';
import type { AppError } from '../../backend/errors';
import { screenedCheckIn } from '../../backend/watchlist';
import type { SignedAgreement } from '../../backend/port/agreements';
import type { Invite } from '../../backend/port/invites';
import type { Answers } from '../../backend/port/visitorTypes';
import { mailSite } from '../../shared/mail/mailSite';
import { oweVisitMails, sendVisitMails } from '../../shared/mail/owedVisitMails';
import { VISIT_MESSAGES } from '../../shared/visitMessages';
import { t } from '../../lib/operatorText';

/**
 * An invited visitor arrives: registered with the photo taken now if the register has none of them,
 * then checked in to the invited host in one step, using the invitation; then the usual two emails.
 */
export const checkInInvited = createCommand(
  'invites/checkIn',
  async (
    {
      invite,
      checkInId,
      photo,
      timeZone,
      agreement,
      answers,
    }: {
      invite: Invite;
      checkInId: string;
      photo: string;
      timeZone: string;
      /** The visitor agreement the visitor accepted at the desk, when the site asks for one. */
      agreement?: SignedAgreement | null;
      /** The visitor's answers to the questions of the type the invitation names. */
      answers?: Answers;
    },
    { backend, services, now, getState },
  ) => {
    const site = mailSite(getState(), timeZone);
    oweVisitMails(site.company, checkInId, now);
    const visitor =
      (await backend.visitors.findByEmail(invite.visitorEmail)) ??
      (await backend.visitors.add({
        visitorName: invite.visitorName,
        visitorEmail: invite.visitorEmail,
        visitorMobile: invite.visitorMobile,
        imageUrl: photo,
        captureImage: photo !== '',
        isImageCaptured: photo !== '',
      }));
    const visit = await screenedCheckIn(backend, {
      ...checkInInput(
        {
          id: checkInId,
          visitType: invite.visitType,
          ...(invite.visitTypeId && { visitTypeId: invite.visitTypeId }),
          ...(answers && Object.keys(answers).length > 0 && { answers }),
          // The language the host chose for the visitor's emails.
          ...(invite.visitorLanguage && { visitorLanguage: invite.visitorLanguage }),
          companyName: invite.companyName,
          at: now,
        },
        { ...visitor, imageUrl: visitor.imageUrl || photo },
        { id: invite.hostId, name: invite.whomToMeet, email: invite.whomToMeetEmail },
      ),
      inviteCode: invite.code,
      ...(agreement && { agreement }),
    });
    sendVisitMails(services, visit, site);
    return visit;
  },
  { invalidates: [...VISIT_CHANGES, 'Invite', 'Visitor'] },
);

/** Why an invited check-in failed: the invitation's own reason, or the spec's failure text. */
export function invitedCheckInFailureText(error: AppError): string {
  const told = ['invite-used', 'invite-expired', 'not-found', 'watchlist-hold'];
  if (told.includes(error.code)) {
    return error.message;
  }
  return t(VISIT_MESSAGES.checkInFailed);
}
