import type { Backend } from '../../backend/port/backend';
import type { MailRecord, MailSite, MailTransport, VisitMailKind } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import type { Mailer, MailOutcome } from '../../app/services';
import { invitationMail, render, visitMail, watchlistAlertMail } from './templates';

const MAIL_KINDS: readonly VisitMailKind[] = ['visitor', 'host'];

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMailer(backend: Backend, transport: MailTransport): Mailer {
  /** Delivers a queued mail from this browser and records the outcome (Trigger Email records its own). */
  async function deliver(record: MailRecord): Promise<MailRecord> {
    if (record.status !== 'queued') return record;
    try {
      const outcome = await transport.deliver(render(record.template, record.to, { attachments: false }));
      if (!outcome) return record;
      await backend.mail.recordDelivery(record.id, outcome);
      return { ...record, ...outcome, attempts: record.attempts + 1 };
    } catch (error) {
      const failed = { status: 'failed', detail: reason(error) } as const;
      await backend.mail.recordDelivery(record.id, failed);
      return { ...record, ...failed, attempts: record.attempts + 1 };
    }
  }

  async function send(visit: Visit, kind: VisitMailKind, site: MailSite): Promise<MailRecord> {
    return deliver(await backend.mail.queue({ visitId: visit.id, kind, ...visitMail(visit, kind, site) }));
  }

  return {
    // One after the other: with Trigger Email each takes the next quota slot of the day.
    async sendForVisit(visit, site) {
      const outcomes: MailOutcome[] = [];
      for (const kind of MAIL_KINDS) {
        try {
          outcomes.push({ kind, record: await send(visit, kind, site) });
        } catch (error) {
          outcomes.push({ kind, refused: reason(error) });
        }
      }
      return outcomes;
    },

    async sendInvitation(invite, site) {
      return deliver(
        await backend.mail.queue({
          visitId: invite.code,
          kind: 'invitation',
          ...invitationMail(invite, site),
        }),
      );
    },

    async sendWatchlistAlert(hold, site) {
      const { email } = await backend.settings.company();
      return deliver(
        await backend.mail.queue({
          visitId: hold.id,
          kind: 'alert',
          ...watchlistAlertMail(hold, email, site),
        }),
      );
    },

    async resend(visit, kind, site) {
      const [recorded] = (await backend.mail.forVisits([visit.id])).filter((record) => record.kind === kind);
      if (!recorded) return send(visit, kind, site);
      return deliver(await backend.mail.retry(recorded.id));
    },
  };
}
