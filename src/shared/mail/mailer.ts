import type { Backend } from '../../backend/port/backend';
import type { MailRecord, MailSite, VisitMailKind } from '../../backend/port/mail';
import type { Invite } from '../../backend/port/invites';
import type { Visit } from '../../backend/port/visits';
import type { Mailer, MailOutcome } from '../../app/services';
import { invitationMail, teamInviteMail, visitMail, watchlistAlertMail } from './templates';

/** The mails a visit owes: the visitor's, and the host's when the visit has one (a type may need none). */
export const mailKindsOf = (visit: Pick<Visit, 'whomToMeet'>): readonly VisitMailKind[] =>
  visit.whomToMeet ? ['visitor', 'host'] : ['visitor'];

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The app's mail, composed from our templates; the backend records and delivers it. */
export function createMailer(backend: Backend): Mailer {
  async function send(visit: Visit, kind: VisitMailKind, site: MailSite): Promise<MailRecord> {
    return backend.mail.send({ visitId: visit.id, kind, ...visitMail(visit, kind, site) });
  }

  function sendInvitation(invite: Invite, site: MailSite): Promise<MailRecord> {
    return backend.mail.send({ visitId: invite.code, kind: 'invitation', ...invitationMail(invite, site) });
  }

  return {
    // One after the other: with Trigger Email each takes the next quota slot of the day.
    async sendForVisit(visit, site) {
      const outcomes: MailOutcome[] = [];
      for (const kind of mailKindsOf(visit)) {
        try {
          outcomes.push({ kind, record: await send(visit, kind, site) });
        } catch (error) {
          outcomes.push({ kind, refused: reason(error) });
        }
      }
      return outcomes;
    },

    async sendInvitation(invite, site) {
      return sendInvitation(invite, site);
    },

    async resendInvitation(invite, site) {
      const [recorded] = (await backend.mail.forVisits([invite.code])).filter(
        (record) => record.kind === 'invitation',
      );
      if (!recorded) return sendInvitation(invite, site);
      // Only a failed one goes again: one on its way or sent is not sent twice.
      return recorded.status === 'failed' ? backend.mail.retry(recorded.id) : recorded;
    },

    async sendTeamInvite(invite, joinUrl, site) {
      const { name } = await backend.settings.company();
      return backend.mail.send({
        visitId: invite.code,
        kind: 'team',
        ...teamInviteMail(invite, name, joinUrl, site),
      });
    },

    async sendWatchlistAlert(hold, site) {
      const { email } = await backend.settings.company();
      return backend.mail.send({ visitId: hold.id, kind: 'alert', ...watchlistAlertMail(hold, email, site) });
    },

    async resend(visit, kind, site) {
      const [recorded] = (await backend.mail.forVisits([visit.id])).filter((record) => record.kind === kind);
      if (!recorded) return send(visit, kind, site);
      return backend.mail.retry(recorded.id);
    },
  };
}
