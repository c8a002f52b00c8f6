/**
 * What the audit log records: every change of the company's records, by whom and when. An entry names
 * records by their random ids only (a visit's document id, a roll call's, an erasure's request id),
 * never by anything derived from a visitor's email or name: an unsalted hash of an email is still
 * personal data, and an erasure must never have to touch the log.
 */
export const AUDIT_ACTIONS = [
  'visit.checkIn',
  'visit.checkOut',
  'visit.checkOutMany',
  'visit.autoCheckOut',
  'visitor.register',
  'invite.create',
  'invite.cancel',
  'hold.decide',
  'arrival.settle',
  'rollCall.start',
  'rollCall.mark',
  'rollCall.finish',
  'privacy.erase',
  'privacy.retention',
  'settings.change',
  'visitorType.save',
  'directory.change',
  'agreement.publish',
  'agreement.translate',
  'watchlist.change',
  'team.change',
  'visits.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  'visit.checkIn': 'Checked a visitor in',
  'visit.checkOut': 'Checked a visitor out',
  'visit.checkOutMany': 'Checked visitors out in bulk',
  'visit.autoCheckOut': 'Checked visitors out automatically',
  'visitor.register': 'Registered a visitor',
  'invite.create': 'Invited a visitor',
  'invite.cancel': 'Cancelled an invitation',
  'hold.decide': 'Decided a watchlist hold',
  'arrival.settle': 'Settled a phone arrival',
  'rollCall.start': 'Started a roll call',
  'rollCall.mark': 'Marked a person in a roll call',
  'rollCall.finish': 'Finished a roll call',
  'privacy.erase': 'Erased a visitor’s data',
  'privacy.retention': 'Ran the retention period',
  'settings.change': 'Changed the settings',
  'visitorType.save': 'Changed a visitor type',
  'directory.change': 'Changed the directory',
  'agreement.publish': 'Published an agreement',
  'agreement.translate': 'Translated an agreement',
  'watchlist.change': 'Changed the watchlist',
  'team.change': 'Changed the team',
  'visits.export': 'Exported visits (CSV)',
};

export interface AuditEntry {
  id: string;
  action: AuditAction;
  /** The record it concerns, by its random id ('' where the change has none: the settings, an import). */
  target: string;
  /** How many records one entry stands for (a bulk checkout, an import, an export); 1 otherwise. */
  count: number;
  /** Who: the member's id (the owner's is the company's id). */
  by: string;
  /** When, by the store's clock (the server's, in Firebase mode); epoch milliseconds. */
  at: number;
}

export type AuditCursor = string;

export interface AuditQuery {
  pageSize: number;
  /** Only this person's entries. */
  by?: string;
  /** Only this action's entries. */
  action?: AuditAction;
  /** Only entries at or after this time, and before `until` (a site day: its start and the next). */
  since?: number;
  until?: number;
  after?: AuditCursor | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: AuditCursor | null;
}

/** The audit log: read by admins, newest first; written only with the changes themselves. */
export interface AuditPort {
  page(query: AuditQuery): Promise<AuditPage>;
  /**
   * An export is a read, which no rule can tie to a write: the desk records it itself, after the file is
   * made. Best effort: a desk that records nothing exported nothing the log knows of.
   */
  recordExport(count: number): Promise<void>;
}
