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
  /** Throws DuplicateVisitorError when the email is already registered with the company. */
  add(input: NewVisitor): Promise<Visitor>;
}
