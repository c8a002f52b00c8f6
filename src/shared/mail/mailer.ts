import type { Backend } from '../../backend/port/backend';
import type { Invite } from '../../backend/port/invites';
import type { MailRecord, MailTransport, VisitMailKind } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import type { WatchlistHold } from '../../backend/port/watchlist';
import { invitationMail, render, visitMail, watchlistAlertMail, type MailSite } from './templates';

const MAIL_KINDS: readonly VisitMailKind[] = ['visitor', 'host'];

/** What became of one mail of a visit: its record, or why it could not be queued. */
export type MailOutcome =
  { kind: VisitMailKind; record: MailRecord } | { kind: VisitMailKind; refused: string };

export interface Mailer {
  /** SPEC §7's two mails of a check-in: queued, delivered, recorded. Never throws. */
  sendForVisit(visit: Visit, site: MailSite): Promise<MailOutcome[]>;
  /** A mail of a visit again: a failed one is retried; one never queued is queued now. */
  resend(visit: Visit, kind: VisitMailKind, site: MailSite): Promise<MailRecord>;
  /** The invitation's mail to the invited visitor: queued, delivered, recorded. Throws when refused. */
  sendInvitation(invite: Invite, site: MailSite): Promise<MailRecord>;
  /** The watchlist's alert of a decided hold, to the company's own account email. Throws when refused. */
  sendWatchlistAlert(hold: WatchlistHold, site: MailSite): Promise<MailRecord>;
}

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
