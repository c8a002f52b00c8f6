import { createCommand, type CommandContext } from '../../app/command';
import type { MailOutcome, Services } from '../../app/services';
import { selectCompanyId } from '../../app/session';
import type { MailSite } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { mailSite } from './mailSite';

/**
 * The visits whose two mails (visitor, host) this desk owes, from just before their check-in's commit
 * until both are recorded: kept in this browser (visit ids and times only, no personal data), so that a
 * desk closed or reloaded between a check-in and its mails sends them when it next opens (DeskDuties), and
 * retries them every few seconds meanwhile. The store keeps the same debt, marked in the check-in's own
 * commit (`visits.owedMails`; on Firestore, on the visit-ID reservation), for a desk that never opens
 * again: the next desk sends them (sendMailsOwedInStore). Mail ids are one per visit and kind in both adapters: a mail sent twice
 * is recorded once.
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

const allRecorded = (outcomes: MailOutcome[]) => outcomes.every((outcome) => 'record' in outcome);

/**
 * After a check-in's commit: sends its two mails, in the background (mail never delays or fails a
 * check-in), and settles what was owed once both went. Offline, or when one could not go, they stay owed:
 * the desk sends them when the network returns or it next opens (sendOwedVisitMails), and a mail that
 * could not go then shows on the dashboard.
 */
export function sendVisitMails(services: Services, visit: Visit, site: MailSite): void {
  if (!navigator.onLine) return;
  void services
    .mailer()
    .then((mailer) => mailer.sendForVisit(visit, site))
    .then(async (outcomes) => {
      if (!allRecorded(outcomes)) return;
      settleVisitMails(site.company, visit.id);
      await (await services.backend()).visits.settleMails(visit);
    })
    // Not settled in the store: a later sweep finds both mails recorded, and settles it then.
    .catch(() => undefined);
}

/**
 * A check-in whose visit is still not found this long after it was made never reached the store; a mail
 * still refused this long after gives way to the dashboard's Send.
 */
export const GIVE_UP_MS = 10 * 60_000;

/** A sweep that is skipped (0 sent) while a run of it is on its way: a timer never stacks them. */
function oneAtATime(work: (context: CommandContext) => Promise<number>) {
  let running = false;
  return async (_: undefined, context: CommandContext): Promise<number> => {
    if (running) return 0;
    running = true;
    try {
      return await work(context);
    } finally {
      running = false;
    }
  };
}

async function sweep({ backend, services, now, getState }: CommandContext): Promise<number> {
  const company = selectCompanyId(getState());
  const owed = owedVisitMails(company);
  if (!owed.length || !navigator.onLine) return 0;
  await backend.sync.whenConfirmed();
  const site = mailSite(getState(), (await backend.settings.site()).timeZone);
  const mailer = await services.mailer();
  let sent = 0;
  for (const { visitId, at } of owed) {
    const visit = await backend.visits.visit(visitId);
    if (visit && visit.anonymisedAt === undefined) {
      const recorded = allRecorded(await mailer.sendForVisit(visit, site));
      // Not both recorded (the store not reachable yet): still owed, for the next sweep, for a while.
      if (!recorded && now - at <= GIVE_UP_MS) continue;
      if (recorded) {
        sent += 1;
        // Bookkeeping (a transaction) that must not hold up the next visit's mails: a cut's check-ins
        // are sent one after another. Not settled, the store's sweep finds them recorded later.
        void backend.visits.settleMails(visit).catch(() => undefined);
      }
    }
    if (visit || now - at > GIVE_UP_MS) settleVisitMails(company, visitId);
  }
  return sent;
}

/** How often an open desk tries again the mails still owed (the network back, but not yet the store). */
export const OWED_MAIL_RETRY_MS = 15_000;

/**
 * What a desk does when it opens, when the network returns, and every OWED_MAIL_RETRY_MS while mails are
 * owed: once the server holds this desk's changes (the visits made during a cut), the mails this browser
 * owes for the signed-in company's check-ins are sent. A note is settled once both mails are recorded,
 * when its visit was anonymised meanwhile (no one to write to), or when its visit never reached the store.
 * One sweep at a time: a second is skipped while one runs.
 */
export const sendOwedVisitMails = createCommand('mail/sendOwedVisitMails', oneAtATime(sweep), {
  // Only a sweep that sent something changed what the desk shows (it runs every 15 s while owed).
  invalidates: (sent) => (sent ? ['Mail'] : []),
  // Upkeep: the check-ins that owe these mails were the operator's changes, and were counted then.
  upkeep: true,
});

/** A check-in this recent may still have its own desk sending its mails: other desks leave it be. */
export const OWED_GRACE_MS = 2 * 60_000;
/** Owed visits one sweep of the store takes (the rest, at the next). */
const OWED_PER_SWEEP = 20;

/**
 * The mails owed in the store by check-ins and invitations whose desk did not send them (closed,
 * reloaded, or cut off for good): each visit or invitation is marked in its own commit. An owed visit's
 * two mails (it is open: its checkout ended the debt) and a still usable invitation's email are sent now;
 * an invitation cancelled, used or past has no use for one, and is only settled. A mail
 * still refused GIVE_UP_MS after its record was made gives way to the dashboard's (or the list's) Send.
 */
async function sweepStore({ backend, services, now, getState }: CommandContext): Promise<number> {
  if (!navigator.onLine) return 0;
  const pastGrace = (made: number) => now - made > OWED_GRACE_MS;
  const [visits, invites] = await Promise.all([
    backend.visits.owedMails(OWED_PER_SWEEP),
    backend.invites.owedMails(OWED_PER_SWEEP),
  ]);
  // This browser's own (a cut's check-ins, their changes maybe not on the server yet) are its own
  // sweep's, which waits for the server to hold them: two sweeps of one desk never race for one mail.
  const ownNotes = new Set(owedVisitMails(selectCompanyId(getState())).map((owed) => owed.visitId));
  const owedVisits = visits.filter((visit) => pastGrace(visit.checkin_timestamp) && !ownNotes.has(visit.id));
  const owedInvites = invites.filter((invite) => pastGrace(invite.createdAt));
  if (!owedVisits.length && !owedInvites.length) return 0;
  const site = mailSite(getState(), (await backend.settings.site()).timeZone);
  const mailer = await services.mailer();
  let sent = 0;
  for (const visit of owedVisits) {
    const recorded = allRecorded(await mailer.sendForVisit(visit, site));
    if (!recorded && now - visit.checkin_timestamp <= GIVE_UP_MS) continue;
    if (recorded) sent += 1;
    await backend.visits.settleMails(visit);
  }
  for (const invite of owedInvites) {
    if (invite.state === 'invited' && invite.validUntil > now) {
      const recorded = await mailer.sendInvitation(invite, site).catch(() => null);
      if (!recorded && now - invite.createdAt <= GIVE_UP_MS) continue;
      if (recorded) sent += 1;
    }
    await backend.invites.settleMail(invite.code);
  }
  return sent;
}

/**
 * What a desk does when it opens, when the network returns and hourly: sends the mails other desks' (or
 * its own earlier) check-ins and invitations still owe in the store. One sweep at a time.
 */
export const sendMailsOwedInStore = createCommand('mail/sendMailsOwedInStore', oneAtATime(sweepStore), {
  invalidates: (sent) => (sent ? ['Mail'] : []),
  upkeep: true,
});
