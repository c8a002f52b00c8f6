import { createAppAsyncThunk } from '../../app/hooks';
import { checkInInput } from '../../backend/checkInInput';
import { toAppError, type AppError } from '../../backend/errors';
import { inviteInput } from '../../backend/inviteInput';
import { screenedCheckIn } from '../../backend/watchlist';
import type { SignedAgreement } from '../../backend/port/agreements';
import type { Host } from '../../backend/port/directory';
import type { Invite, InviteInput } from '../../backend/port/invites';
import { mailSite } from '../mail/mailSite';
import { VISIT_MESSAGES } from '../visits/visitMessages';

type InvitationDetails = Pick<
  InviteInput,
  'code' | 'visitorName' | 'visitorEmail' | 'visitorMobile' | 'visitType' | 'companyName' | 'expectedAt'
>;

export interface InvitationSent {
  invite: Invite;
  /** Why the invitation's email could not go, or null when it went (or waits in the outbox). */
  mailRefused: string | null;
}

/** Invites a visitor and emails them the invitation; the invitation stands even if the email cannot go. */
export const sendInvitation = createAppAsyncThunk(
  'invites/send',
  async (
    { details, host, timeZone }: { details: InvitationDetails; host: Host; timeZone: string },
    { extra, getState, rejectWithValue },
  ) => {
    const site = mailSite(getState(), timeZone);
    let invite: Invite;
    try {
      invite = await (await extra.backend()).invites.invite(inviteInput(details, host, timeZone));
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
    try {
      const record = await (await extra.mailer()).sendInvitation(invite, site);
      const sent: InvitationSent = { invite, mailRefused: record.status === 'failed' ? record.detail : null };
      return sent;
    } catch (error) {
      const sent: InvitationSent = { invite, mailRefused: toAppError(error).message };
      return sent;
    }
  },
);

/**
 * An invited visitor arrives: registered with the photo taken now if the register has none of them,
 * then checked in to the invited host in one step, using the invitation; then the usual two emails.
 */
export const checkInInvited = createAppAsyncThunk(
  'invites/checkIn',
  async (
    {
      invite,
      checkInId,
      photo,
      timeZone,
      agreement,
    }: {
      invite: Invite;
      checkInId: string;
      photo: string;
      timeZone: string;
      /** The visitor agreement the visitor accepted at the desk, when the site asks for one. */
      agreement?: SignedAgreement | null;
    },
    { extra, getState, rejectWithValue },
  ) => {
    const site = mailSite(getState(), timeZone);
    try {
      const backend = await extra.backend();
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
          { id: checkInId, visitType: invite.visitType, companyName: invite.companyName, at: extra.now() },
          { ...visitor, imageUrl: visitor.imageUrl || photo },
          { id: invite.hostId, name: invite.whomToMeet, email: invite.whomToMeetEmail },
        ),
        inviteCode: invite.code,
        ...(agreement && { agreement }),
      });
      void extra.mailer().then((mailer) => mailer.sendForVisit(visit, site));
      return visit;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

/** Why an invited check-in failed: the invitation's own reason, or the spec's failure text. */
export function invitedCheckInFailureText(error: AppError): string {
  const told = ['invite-used', 'invite-expired', 'not-found', 'watchlist-hold'];
  if (told.includes(error.code)) {
    return error.message;
  }
  return VISIT_MESSAGES.checkInFailed;
}

/** Cancels an unused invitation: every desk's list shows it cancelled, and it checks nobody in. */
export const cancelInvitation = createAppAsyncThunk(
  'invites/cancel',
  async (code: string, { extra, rejectWithValue }) => {
    try {
      return await (await extra.backend()).invites.cancel(code, extra.now());
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);
