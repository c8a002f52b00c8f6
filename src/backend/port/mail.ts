import type { MailLanguage } from '../../lib/visitorLanguages';
import type { MailTransportName } from '../../config/env';
import type { Unsubscribe } from './common';

/**
 * Which mail: of a visit, the visitor's visit ID or the host's arrival notice (the spec's two); of an
 * invitation, the invitation itself (its `visitId` is then the invitation's code); of a watchlist hold,
 * the alert to the company's own account email (its `visitId` is then the hold's id); of a team
 * invitation, its join link (its `visitId` is then the team invitation's code).
 */
/** Where a visit's mail comes from: the site's time zone, and the company whose desk reads its pass. */
export interface MailSite {
  timeZone: string;
  company: string;
}

export type MailKind = 'visitor' | 'host' | 'invitation' | 'alert' | 'team';
/** The mails of a visit. */
export type VisitMailKind = Exclude<MailKind, 'invitation' | 'alert' | 'team'>;

/** Our templates; one set renders every mail (docs/decisions/mail.md). */
export type TemplateName =
  | 'visitId'
  | 'hostArrival'
  | 'invitation'
  | 'watchlistAlert'
  | 'teamInvite'
  // The visitor's mails in the visitor's language (the spec's English ones keep their names).
  | `${'visitId' | 'invitation'}_${MailLanguage}`;

/** A mail by template: never HTML from the client. Data values are short strings. */
export interface MailTemplateRef {
  name: TemplateName;
  data: Record<string, string>;
}

export type { MailTransportName };

/**
 * stored: kept in the outbox, not sent (local default); queued: waiting to be delivered; sent; failed
 * (with the transport's reason in `detail`).
 */
export type MailStatus = 'stored' | 'queued' | 'sent' | 'failed';

export interface MailRequest {
  visitId: string;
  kind: MailKind;
  /** One address. */
  to: string;
  template: MailTemplateRef;
}

export interface MailRecord extends MailRequest {
  /** `${visitId}_${kind}`: one mail per visit and kind. */
  id: string;
  /** Epoch milliseconds. */
  at: number;
  transport: MailTransportName;
  status: MailStatus;
  detail: string;
  /** Delivery attempts so far. */
  attempts: number;
}

/** A mail rendered from its template, for a transport that delivers from the browser. */
export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * How a mail leaves the browser, given to the adapter when it is created: kept in the outbox, or posted
 * to an HTTP provider. It renders the mail from its template itself. Throws when delivery failed, with
 * the reason as the error's message.
 */
export interface MailTransport {
  name: 'outbox' | 'http';
  deliver(request: MailRequest): Promise<{ status: 'stored' | 'sent'; detail: string }>;
}

export interface MailPort {
  /**
   * Sends a mail: records it once per visit and kind (a repeat returns the mail already recorded), then
   * delivers it and records the outcome: from the browser through the adapter's transport (`stored` or
   * `sent`, or `failed` with the transport's reason in `detail`; a mail recorded earlier but never
   * delivered, its browser closed on the way, is delivered now), or by Trigger Email (`queued`; the
   * extension records its delivery). Returns the record as it then is; a failed delivery does not throw.
   * Throws PermissionError when this account may not send it (email not verified, daily quota reached,
   * recipient not the visit's visitor or host).
   */
  send(request: MailRequest): Promise<MailRecord>;
  /**
   * Sends a failed mail again (at most 3 attempts), as `send` delivers it; throws `invalid-input` for a
   * mail that did not fail or has had its 3 attempts.
   */
  retry(id: string): Promise<MailRecord>;
  /** Newest first. */
  recent(limit: number): Promise<MailRecord[]>;
  watchRecent(
    limit: number,
    listener: (mail: MailRecord[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** The mail of these visits (at most 30). */
  forVisits(visitIds: string[]): Promise<MailRecord[]>;
  watchForVisits(
    visitIds: string[],
    listener: (mail: MailRecord[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}
