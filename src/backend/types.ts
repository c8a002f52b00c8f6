/**
 * The backend port: everything the app needs from a backend, in plain data.
 * Field names follow SPEC.md §3. Adapters (local, firebase) implement it; thunks receive it as
 * the thunk extra argument. The signed-in company (the tenant) always comes from the adapter's
 * own session, never from an argument.
 */

export type Unsubscribe = () => void;

export interface CompanyRegistration {
  name: string;
  email: string;
  mobile: string;
  password: string;
  /** Validated by the caller; the adapter stores only its last four digits. */
  aadharId: string;
}

export interface CompanyProfile {
  id: string;
  name: string;
  email: string;
}

export interface Session {
  /** The ID token (a JWT with an `exp` claim in seconds), stored and sent as a Bearer header. */
  token: string;
  company: CompanyProfile;
}

export interface Visitor {
  id: string;
  captureImage: boolean;
  isImageCaptured: boolean;
  imageUrl: string;
  visitorName: string;
  visitorEmail: string;
  visitorMobile: string;
}

export type NewVisitor = Omit<Visitor, 'id'>;

export type VisitType = 'Meeting' | 'Interview' | 'Others';

export interface Visit {
  id: string;
  visitType: VisitType;
  companyName: string;
  whomToMeet: string;
  whomToMeetEmail: string;
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
}

export interface CheckInInput {
  /** Chosen by the client once per check-in form: a repeated submit with the same id creates one visit. */
  id: string;
  visitType: VisitType;
  companyName: string;
  whomToMeet: string;
  whomToMeetEmail: string;
  visitorEmail: string;
  visitorName: string;
  visitorMobile: string;
  imageUrl: string;
  /** Epoch milliseconds. */
  at: number;
}

/** Opaque position in the newest-first visit list; produced and consumed by one adapter. */
export type VisitCursor = string;

export interface VisitPageQuery {
  pageSize: number;
  /** Case-insensitive substring of visitor name or company name; at most 20 characters. */
  search?: string;
  /** Start after this position (from a previous page's nextCursor). */
  after?: VisitCursor | null;
}

export interface VisitPage {
  visits: Visit[];
  /** Present when there is a further page. */
  nextCursor: VisitCursor | null;
  /** Number of visits matching the query. */
  total: number;
}

export interface VisitStats {
  onSiteNow: number;
  checkInsToday: number;
  /** Check-ins per local calendar day, oldest first, ending today. */
  perDay: { day: string; count: number }[];
}

export interface MailMessage {
  to: string;
  subject: string;
  bodyHtml: string;
  bodyText: string;
}

export type MailStatus = 'stored' | 'sent' | 'queued' | 'failed';

export interface OutboxEntry extends MailMessage {
  id: string;
  /** Epoch milliseconds. */
  at: number;
  transport: 'outbox' | 'http' | 'firestore';
  status: MailStatus;
  detail: string;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'id'>;

export interface AuthPort {
  registerCompany(input: CompanyRegistration): Promise<void>;
  signIn(email: string, password: string): Promise<Session>;
  signOut(): Promise<void>;
  /** Re-establishes the session behind a stored token; null when it is not valid. */
  restore(storedToken: string | null): Promise<Session | null>;
  /** Called with each fresh token (firebase refreshes hourly) and with null on sign-out. */
  onTokenChange(listener: (token: string | null) => void): Unsubscribe;
}

export interface VisitorsPort {
  /** Trimmed, case-insensitive match within the company. */
  findByEmail(email: string): Promise<Visitor | null>;
  /** Throws DuplicateVisitorError when the email is already registered with the company. */
  add(input: NewVisitor): Promise<Visitor>;
}

export interface VisitsPort {
  /** Idempotent on input.id. Assigns a visitID unique among the company's open visits. */
  checkIn(input: CheckInInput): Promise<Visit>;
  /**
   * Checks out the open visit with this visitID. Throws VisitNotFoundError when no visit has it,
   * AlreadyCheckedOutError when the only visits with it are already checked out.
   */
  checkOutByVisitId(visitID: number, at: number): Promise<Visit>;
  /** Newest first. */
  page(query: VisitPageQuery): Promise<VisitPage>;
  /** Calls back with the page now and whenever a visit changes, in this tab or another. */
  watch(
    query: VisitPageQuery,
    listener: (page: VisitPage) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Readies whatever makes search fast (the local adapter's in-memory index), before the first keystroke. */
  prepareSearch(): Promise<void>;
  /** Every visit matching the search, newest first (for export). */
  all(search?: string): Promise<Visit[]>;
  /** Visits checked in and not out, newest first. */
  onSite(): Promise<Visit[]>;
  stats(now: number, days: number): Promise<VisitStats>;
}

export interface OutboxPort {
  record(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** Newest first. */
  list(limit: number): Promise<OutboxEntry[]>;
}

export interface Backend {
  kind: 'local' | 'firebase';
  auth: AuthPort;
  visitors: VisitorsPort;
  visits: VisitsPort;
  outbox: OutboxPort;
  /** Firebase only: queues a message for the Trigger Email extension; returns the document id. */
  mailQueue?: { enqueue(message: MailMessage): Promise<string> };
}
