import type { SiteDay } from '../../lib/siteDays';
import type { SignedAgreement } from './agreements';
import type { Unsubscribe } from './common';
import type { Answers } from './visitorTypes';

/** The product spec's three visit types: every company starts with them (visitorTypes.ts). */
export type VisitType = 'Meeting' | 'Interview' | 'Others';

export interface Visit {
  id: string;
  /** The visitor type's name as of the check-in: a type renamed or deleted later keeps its visits' name. */
  visitType: string;
  /** The visitor type's id; absent for visits from before types (and from tabs older than them). */
  visitTypeId?: string;
  /** The visitor's answers to the type's questions; absent when it asked none. */
  answers?: Answers;
  /** The visitor's language (a code of the visitor's languages, e.g. 'es') for their emails; absent: English. */
  visitorLanguage?: string;
  companyName: string;
  whomToMeet: string;
  whomToMeetEmail: string;
  /** The host's directory id ('' for visits from before the directory). */
  hostId: string;
  visitorEmail: string;
  visitorName: string;
  visitorMobile: string;
  checkedOut: boolean;
  imageUrl: string;
  /** Epoch milliseconds. */
  checkin_timestamp: number;
  /** Epoch milliseconds, or '' until checkout. */
  checkout_timestamp: number | '';
  /** Random 6-digit number, unique among the company's open visits. */
  visitID: number;
  /**
   * The code the visit pass's QR carries (128 random bits, base64url): the desk checks the visit out by
   * it. '' for visits from before passes.
   */
  passCode: string;
  /** How a visit nobody checked out at the desk was closed; absent for a checkout at the desk. */
  closedBy?: ClosingKind;
  /**
   * When the visitor's personal fields (name, email, mobile, photo) were removed, by the retention period
   * or an erasure (epoch milliseconds); absent while they are kept.
   */
  anonymisedAt?: number;
  /** The site's visitor agreement as the visitor accepted it; absent when none was asked. */
  agreement?: SignedAgreement;
  /** Who checked the visitor in: the member's id; absent for visits from before team accounts. */
  checkedInBy?: string;
}

/**
 * Closing visits left open: by the operator in bulk, at the moment of closing or at the end of the visit's
 * site day, or automatically after the site's set number of hours.
 */
export type ClosingKind = 'bulk-now' | 'bulk-end-of-day' | 'automatic';

export const CLOSING_KINDS: readonly ClosingKind[] = ['bulk-now', 'bulk-end-of-day', 'automatic'];

/** One open visit to close, and its checkout time. */
export interface Closing {
  id: string;
  at: number;
}

export interface CheckInInput {
  /** Chosen by the client once per check-in form: a repeated submit with the same id creates one visit. */
  id: string;
  visitType: string;
  visitTypeId?: string;
  answers?: Answers;
  /** The visitor's language (a code of the visitor's languages, e.g. 'es') for their emails; absent: English. */
  visitorLanguage?: string;
  companyName: string;
  whomToMeet: string;
  whomToMeetEmail: string;
  hostId: string;
  visitorEmail: string;
  visitorName: string;
  visitorMobile: string;
  imageUrl: string;
  /** Epoch milliseconds. */
  at: number;
  /**
   * The invitation this check-in completes: the visit is written and the invitation marked used
   * together, or neither. Throws UnknownInviteError, InviteUsedError, or InviteExpiredError outside its day.
   */
  inviteCode?: string;
  /** The visitor agreement the visitor accepted before checking in. */
  agreement?: SignedAgreement;
  /**
   * A visitor the watchlist held, admitted by the operator with a note: the hold is recorded with the
   * visit, in the same commit. Without it, a listed visitor's check-in is refused (by the local adapter,
   * and for a listed email by Firestore's rules).
   */
  admission?: Admission;
}

/** The operator's admission of a held visitor: which entry held them, its reason then, and why they may enter. */
export interface Admission {
  entryId: string;
  reason: string;
  note: string;
}

/** Opaque position in the newest-first visit list; produced and consumed by one adapter. */
export type VisitCursor = string;

/**
 * Narrows the visit list; each combines with the others and with a search. Every filter and search is
 * read through an index ending in the check-in time (src/backend/visitQueryPlan.ts), never by a scan.
 */
export interface VisitFilters {
  /** Only visits checked in at or after this time (epoch milliseconds): the start of the site's today or week. */
  since?: number;
  /** Only visits not checked out yet; false filters nothing. */
  onSite?: boolean;
  /** Only visits to this host (Visit.hostId); '' filters nothing. */
  hostId?: string;
  /** Only visits this person checked in (Visit.checkedInBy); '' filters nothing. */
  checkedInBy?: string;
  /** Only visits of the visitor type of this name (Visit.visitType, as of check-in); '' filters nothing. */
  visitType?: string;
}

export interface VisitPageQuery {
  pageSize: number;
  /**
   * Case-insensitive substring of visitor name or company name; at most 20 characters. A search of digits
   * only finds the visits with that visit ID, and only those (it does not search names: names with digits
   * are rare). One holding "@" finds the visits of that visitor's email, whole, ignoring case and
   * surrounding spaces, not cut at 20 characters (visits keep the email as the register spells it).
   */
  search?: string;
  filters?: VisitFilters;
  /** Start after this position (from a previous page's nextCursor). */
  after?: VisitCursor | null;
}

export interface VisitPage {
  visits: Visit[];
  /** Present when there is a further page. */
  nextCursor: VisitCursor | null;
  /**
   * How many visits there are in all (local: a counter kept with the data; Firestore: counted up to
   * 1,000); null when not known cheaply: a search or a filter, whose matches are not counted (a count of
   * them would grow with the history), or a Firestore history longer than the bound.
   */
  total: number | null;
}

export interface VisitStats {
  onSiteNow: number;
  checkInsToday: number;
  /** Check-ins per site day, oldest first, ending today. */
  perDay: { day: string; count: number }[];
}

/** Decides what a check-in writes (watchlist.ts): its input, with an admission where one is given; throws to refuse it. */
export type CheckInScreen = (input: CheckInInput) => Promise<CheckInInput>;

export interface VisitsPort {
  /**
   * Idempotent on input.id. Assigns a visitID unique among the company's open visits. `screen` (the
   * watchlist's) decides what is written: the input as given, with an admission, or nothing (it throws);
   * an adapter may run it while it reads what the check-in needs, to save a round trip.
   */
  checkIn(input: CheckInInput, screen?: CheckInScreen): Promise<Visit>;
  /**
   * Checks out the open visit with this visitID. Throws VisitNotFoundError when no visit has it,
   * AlreadyCheckedOutError when the only visits with it are already checked out.
   */
  checkOutByVisitId(visitID: number, at: number): Promise<Visit>;
  /**
   * Checks out the visit whose pass carries this code. Throws UnknownPassError when no visit of the
   * company has it, AlreadyCheckedOutError when that visit is already checked out.
   */
  checkOutByPass(passCode: string, at: number): Promise<Visit>;
  /** Open visits checked in before `before` (epoch milliseconds), oldest first. */
  unclosed(before: number): Promise<Visit[]>;
  /**
   * Checks these visits out, each at its own time, recorded as closed by `closedBy`, and releases their
   * visit IDs, in batches that each stand alone (a reload midway keeps the batches done). A visit closed
   * meanwhile (by another desk) is skipped. Returns the visits this call closed. `onProgress` hears how
   * many this call has closed so far after each batch is saved: never fewer than before, the last time
   * as many as it returns.
   */
  checkOutMany(
    closings: Closing[],
    closedBy: ClosingKind,
    onProgress?: (closed: number) => void,
  ): Promise<Visit[]>;
  /**
   * The visitor's most recent visit by check-in time, found by the email exactly as the register holds it
   * (the desk suggests the same type and host again); null for a first visit.
   */
  lastOf(visitorEmail: string): Promise<Visit | null>;
  /** One visit of the company by its id; null when it has none with this id. */
  visit(id: string): Promise<Visit | null>;
  /** Newest first. */
  page(query: VisitPageQuery): Promise<VisitPage>;
  /** The page now and after every change to it. */
  watchPage(
    query: VisitPageQuery,
    listener: (page: VisitPage) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** Visits checked in and not out, newest first. */
  onSite(): Promise<Visit[]>;
  /**
   * Open visits whose check-in mails (visitor, host) are still owed, at most `count` of them, oldest first:
   * each check-in marks its visit so in its own commit, so that nothing between the commit and the mails
   * (a reload, a closed tab, a cut) loses them; any desk can send them. A checkout ends the debt (a
   * visitor gone needs no arrival mail).
   */
  owedMails(count: number): Promise<Visit[]>;
  /** The visit's mails are recorded (or given up for the dashboard's Send): it owes none. Idempotent. */
  settleMails(visit: Visit): Promise<void>;
  watchOnSite(listener: (visits: Visit[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Counts over these site days (oldest first, the last one today). */
  stats(days: SiteDay[]): Promise<VisitStats>;
  /**
   * The stats now and whenever any visit of the company is checked in or out, whether or not it is on a
   * page someone is watching.
   */
  watchStats(
    days: SiteDay[],
    listener: (stats: VisitStats) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}
