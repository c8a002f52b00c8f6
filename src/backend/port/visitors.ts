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

export interface VisitorsPort {
  /** Trimmed, case-insensitive match within the company. */
  findByEmail(email: string): Promise<Visitor | null>;
  /**
   * The type-ahead: up to `limit` visitors of the company whose name, email or mobile has words beginning
   * with each word of `search` (lib/visitorSearch.ts), read through an index, never by scanning the register.
   * Empty for a search too short to narrow anything.
   */
  search(search: string, limit: number): Promise<Visitor[]>;
  /**
   * Throws DuplicateVisitorError when the email is already registered with the company, but for by this
   * same `attempt` (a random id the caller keeps for one registration): a retry whose first try was saved
   * (its answer lost to a cut, or a transaction the SDK ran again) gets the visitor it registered.
   */
  add(input: NewVisitor, attempt?: string): Promise<Visitor>;
}
