import { createCommand } from '../../app/command';
import type { Services } from '../../app/services';
import { selectCompanyId } from '../../app/session';
import type { MailSite } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { mailSite } from './mailSite';

/**
 * The visits whose two mails (visitor, host) this desk owes, from just before their check-in's commit
 * until both are recorded: kept in this browser (visit ids and times only, no personal data), so that a
 * desk closed or reloaded between a check-in and its mails sends them when it next opens (DeskDuties).
 * Mail ids are one per visit and kind in both adapters: a mail sent twice is recorded once.
 */
export interface OwedVisitMails {
  visitId: string;
  /** When the check-in was made (epoch ms): a visit never found by then + GIVE_UP_MS had no commit. */
  at: number;
}

const keyOf = (company: string) => `frontdesk.owedVisitMails.${company}`;

export function owedVisitMails(company: string): OwedVisitMails[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(company)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isOwed) : [];
  } catch {
    return [];
  }
}

function isOwed(value: unknown): value is OwedVisitMails {
  return (
    typeof value === 'object' &&
    value !== null &&
    'visitId' in value &&
    typeof value.visitId === 'string' &&
    'at' in value &&
    typeof value.at === 'number'
  );
}

function store(company: string, owed: OwedVisitMails[]): void {
  try {
    if (owed.length) localStorage.setItem(keyOf(company), JSON.stringify(owed));
    else localStorage.removeItem(keyOf(company));
  } catch {
    // Storage full or refused: the note is lost, never the check-in (its mails still go as usual).
  }
}

/** Before a check-in's commit: its mails are owed from now on. */
export function oweVisitMails(company: string, visitId: string, at: number): void {
  store(company, [...owedVisitMails(company).filter((each) => each.visitId !== visitId), { visitId, at }]);
}

/** Its mails are recorded (sent, queued or failed, each shown on the dashboard): nothing is owed. */
export function settleVisitMails(company: string, visitId: string): void {
  store(
    company,
    owedVisitMails(company).filter((each) => each.visitId !== visitId),
  );
}

/**
 * After a check-in's commit: sends its two mails, in the background (mail never delays or fails a
 * check-in; a mail that could not go shows on the dashboard), and settles what was owed.
 */
export function sendVisitMails(services: Services, visit: Visit, site: MailSite): void {
  void services
    .mailer()
    .then((mailer) => mailer.sendForVisit(visit, site))
    .then(() => settleVisitMails(site.company, visit.id));
}

/** A check-in whose visit is still not found this long after it was made never reached the store. */
export const GIVE_UP_MS = 10 * 60_000;

/**
 * What a desk does when it opens: the mails this browser still owes for the signed-in company's check-ins
 * are sent (those of a visit anonymised meanwhile are not: they would have no one to go to).
 */
export const sendOwedVisitMails = createCommand(
  'mail/sendOwedVisitMails',
  async (_: undefined, { backend, services, now, getState }) => {
    const company = selectCompanyId(getState());
    const owed = owedVisitMails(company);
    if (!owed.length) return 0;
    const site = mailSite(getState(), (await backend.settings.site()).timeZone);
    const mailer = await services.mailer();
    let sent = 0;
    for (const { visitId, at } of owed) {
      const visit = await backend.visits.visit(visitId);
      if (visit && visit.anonymisedAt === undefined) {
        await mailer.sendForVisit(visit, site);
        sent += 1;
      }
      if (visit || now - at > GIVE_UP_MS) settleVisitMails(company, visitId);
    }
    return sent;
  },
  // Upkeep: the check-ins that owe these mails were the operator's changes, and were counted then.
  { invalidates: ['Mail'], upkeep: true },
);
