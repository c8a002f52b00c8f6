import type { Backend } from '../backend/port/backend';
import type { ArrivalPort } from '../backend/port/contactless';
import type { Invite } from '../backend/port/invites';
import type { MailRecord, MailSite, VisitMailKind } from '../backend/port/mail';
import type { Visit } from '../backend/port/visits';
import type { WatchlistHold } from '../backend/port/watchlist';
import type { TeamInvite } from '../backend/port/team';

/** What became of one mail of a visit: its record, or why it could not be queued. */
export type MailOutcome =
  { kind: VisitMailKind; record: MailRecord } | { kind: VisitMailKind; refused: string };

export interface Mailer {
  /** The spec's two mails of a check-in (visitor and host): queued, delivered, recorded. Never throws. */
  sendForVisit(visit: Visit, site: MailSite): Promise<MailOutcome[]>;
  /** A mail of a visit again: a failed one is retried; one never queued is queued now. */
  resend(visit: Visit, kind: VisitMailKind, site: MailSite): Promise<MailRecord>;
  /** The invitation's mail to the invited visitor: queued, delivered, recorded. Throws when refused. */
  sendInvitation(invite: Invite, site: MailSite): Promise<MailRecord>;
  /** The invitation's mail again: a failed one is retried; one never queued is queued now. */
  resendInvitation(invite: Invite, site: MailSite): Promise<MailRecord>;
  /** A team invitation's join link, to the invited address. Throws when refused. */
  sendTeamInvite(invite: TeamInvite, joinUrl: string, site: MailSite): Promise<MailRecord>;
  /** The watchlist's alert of a decided hold, to the company's own account email. Throws when refused. */
  sendWatchlistAlert(hold: WatchlistHold, site: MailSite): Promise<MailRecord>;
}

/**
 * What thunks and queries receive as the store's extra argument. The backend and mailer load on first use,
 * so the landing page never downloads Dexie, jose or firebase.
 */
export interface Services {
  backend(): Promise<Backend>;
  mailer(): Promise<Mailer>;
  /** The visitor's side of contactless check-in: no company session, loaded only by the arrival page. */
  arrivals(): Promise<ArrivalPort>;
  now(): number;
}

/** Runs `load` once; later calls share its promise, and a failed load is retried next time. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

function isServices(value: unknown): value is Services {
  return (
    typeof value === 'object' && value !== null && 'backend' in value && typeof value.backend === 'function'
  );
}

/** RTK Query hands endpoints the extra argument untyped; this checks it is the store's services. */
export function servicesFrom(extra: unknown): Services {
  if (!isServices(extra)) throw new Error('The store was made without its services (use makeStore).');
  return extra;
}
