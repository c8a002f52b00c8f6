import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import { inviteInput } from '../../backend/inviteInput';
import type { Host } from '../../backend/port/directory';
import type { Invite, InviteInput } from '../../backend/port/invites';
import { mailSite } from '../../shared/mail/mailSite';

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
