import { createCommand } from '../../app/command';
import { toAppError } from '../../backend/errors';
import { inviteInput, type InvitationDetails } from '../../backend/inviteInput';
import type { Host } from '../../backend/port/directory';
import type { Invite } from '../../backend/port/invites';
import { mailSite } from '../../shared/mail/mailSite';
import { msg, t } from '../../lib/operatorText';

export interface InvitationSent {
  invite: Invite;
  /** Why the invitation's email could not go, or null when it went (or waits in the outbox). */
  mailRefused: string | null;
}

/** Why an invitation's email did not go during a network cut (the invitation itself is saved on the desk). */
export const MAIL_WAITS_FOR_NETWORK = msg(
  'this desk cannot reach the server now. Send it under Expected today once the network is back.',
);

/** Invites a visitor and emails them the invitation; the invitation stands even if the email cannot go. */
export const sendInvitation = createCommand(
  'invites/send',
  async (
    { details, host, timeZone }: { details: InvitationDetails; host: Host; timeZone: string },
    { backend, services, getState },
  ): Promise<InvitationSent> => {
    const site = mailSite(getState(), timeZone);
    const invite = await backend.invites.invite(inviteInput(details, host, timeZone));
    try {
      const record = await (await services.mailer()).sendInvitation(invite, site);
      // Recorded (sent, on its way or failed, which the list shows with Send): the invitation owes none.
      void backend.invites.settleMail(invite.code).catch(() => undefined);
      return { invite, mailRefused: record.status === 'failed' ? record.detail : null };
    } catch (error) {
      const problem = toAppError(error);
      return {
        invite,
        mailRefused: problem.code === 'network' ? t(MAIL_WAITS_FOR_NETWORK) : problem.message,
      };
    }
  },
  { invalidates: ['Invite', 'Mail'] },
);

/** Cancels an unused invitation: every desk's list shows it cancelled, and it checks nobody in. */
export const cancelInvitation = createCommand(
  'invites/cancel',
  (code: string, { backend, now }) => backend.invites.cancel(code, now),
  { invalidates: ['Invite'] },
);

/** The invitation's email again, from the list of the day: a failed one retried, one never queued sent. */
export const resendInvitationMail = createCommand(
  'invites/resendMail',
  async ({ invite, timeZone }: { invite: Invite; timeZone: string }, { backend, services, getState }) => {
    const record = await (await services.mailer()).resendInvitation(invite, mailSite(getState(), timeZone));
    void backend.invites.settleMail(invite.code).catch(() => undefined);
    return record;
  },
  { invalidates: ['Mail'] },
);
