import type { AgreementsPort } from './agreements';
import type { AuditPort } from './audit';
import type { AuthPort, EmailVerificationPort } from './auth';
import type { ContactlessPort } from './contactless';
import type { DirectoryPort } from './directory';
import type { InvitesPort } from './invites';
import type { MailPort } from './mail';
import type { PrivacyPort } from './privacy';
import type { RollCallsPort } from './rollCalls';
import type { SettingsPort } from './settings';
import type { SyncPort } from './sync';
import type { JoinPort, TeamPort } from './team';
import type { VisitorsPort } from './visitors';
import type { VisitsPort } from './visits';
import type { WatchlistPort } from './watchlist';

/**
 * The backend port: everything the app needs from a backend, in plain data, one small interface per
 * capability. Field names are the product spec's (visitorName, checkin_timestamp, visitID, ...). Adapters (local, firebase) implement it; thunks and queries
 * receive it through the store's services. The signed-in company (the tenant) always comes from the
 * adapter's own session, never from an argument.
 */
export interface Backend {
  auth: AuthPort;
  /**
   * The account's email verification; null for a backend that has none (local mode, whose mail stays in
   * this browser's outbox and needs no verified sender).
   */
  verification: EmailVerificationPort | null;
  visitors: VisitorsPort;
  visits: VisitsPort;
  mail: MailPort;
  settings: SettingsPort;
  directory: DirectoryPort;
  contactless: ContactlessPort;
  invites: InvitesPort;
  rollCalls: RollCallsPort;
  watchlist: WatchlistPort;
  privacy: PrivacyPort;
  agreements: AgreementsPort;
  /** The company's people: members, their roles, invitations (admins); one's own membership. */
  team: TeamPort;
  /** Who changed what, when: written with each change, read by admins. */
  audit: AuditPort;
  /** Joining a company through an invitation's link, before any session. */
  join: JoinPort;
  sync: SyncPort;
}
