/**
 * Typed errors every adapter throws, each with a code. Thunks and queries reject with `{ code, message }`
 * (an AppError); screens choose the spec's text by code and never compare messages.
 */

export type ErrorCode =
  | 'not-found'
  | 'duplicate'
  | 'already-checked-out'
  | 'invalid-credentials'
  | 'registration'
  | 'not-signed-in'
  | 'invalid-input'
  | 'permission'
  | 'network'
  | 'stale-code'
  | 'queue-full'
  | 'invite-used'
  | 'invite-cancelled'
  | 'invite-expired'
  | 'watchlist-hold'
  | 'forbidden'
  | 'revoked'
  | 'team'
  | 'unknown';

/** What crosses from the data layer into the store: plain, serialisable. */
export interface AppError {
  code: ErrorCode;
  message: string;
}

export class BackendError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidCredentialsError extends BackendError {
  constructor() {
    super('invalid-credentials', 'Invalid email or password');
  }
}

/** Registration refused by the provider; the message is the provider's own and is shown as is. */
export class RegistrationError extends BackendError {
  constructor(message: string) {
    super('registration', message);
  }
}

export class NotSignedInError extends BackendError {
  constructor() {
    super('not-signed-in', 'Not signed in');
  }
}

export class DuplicateVisitorError extends BackendError {
  constructor() {
    super('duplicate', 'A visitor with this email is already registered');
  }
}

export class VisitNotFoundError extends BackendError {
  constructor(visitID: number) {
    super('not-found', `No visit has the visit ID ${visitID}`);
  }
}

/** A scanned pass that names no visit of the signed-in company. */
export class UnknownPassError extends BackendError {
  constructor() {
    super('not-found', 'No visit of this company has this pass');
  }
}

export class AlreadyCheckedOutError extends BackendError {
  constructor(readonly visitID: number) {
    super('already-checked-out', `Visit ${visitID} has already been checked out.`);
  }
}

/** The store refused the caller (Firestore rules), or the session no longer allows it. */
export class PermissionError extends BackendError {
  constructor(message: string) {
    super('permission', message);
  }
}

/** The backend could not be reached: offline, or the service is unavailable. */
export class NetworkError extends BackendError {
  constructor(message: string) {
    super('network', message);
  }
}

/** A desk code a phone arrived with is unknown, past its expiry, or another company's. */
export class StaleCodeError extends BackendError {
  constructor() {
    super('stale-code', 'This code is no longer valid: scan the code on the screen at the front desk again.');
  }
}

/** Too many arrivals are already waiting for the desk. */
export class QueueFullError extends BackendError {
  constructor() {
    super('queue-full', 'Too many people are waiting for the front desk: please see the front desk.');
  }
}

export class UnknownInviteError extends BackendError {
  constructor() {
    super('not-found', 'No invitation of this company has this code.');
  }
}

export class InviteUsedError extends BackendError {
  constructor() {
    super('invite-used', 'This invitation has already been used: the visitor is checked in.');
  }
}

export class InviteCancelledError extends BackendError {
  constructor() {
    super('invite-cancelled', 'This invitation was cancelled: it checks nobody in.');
  }
}

/** An invitation is valid on its own site day only. */
export class InviteExpiredError extends BackendError {
  constructor(readonly day: string) {
    super('invite-expired', `This invitation is for ${day}: it is not valid now.`);
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof BackendError) return { code: error.code, message: error.message };
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof value.code === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** A register entry the desk's form would have refused: the adapters check what the form checks. */
export class InvalidVisitorError extends BackendError {
  constructor(message: string) {
    super('invalid-input', message);
  }
}

/** A check-in without the visitor agreement's current version, at a site that requires it. */
export class AgreementRequiredError extends BackendError {
  constructor(version: number) {
    super(
      'invalid-input',
      `The visitor must accept the visitor agreement (version ${version}) before checking in.`,
    );
  }
}

/**
 * A check-in of a type that asks for one of the company's other agreements, without the visitor's
 * acceptance of the revision the type names (the visitor agreement does not stand in for it).
 */
export class OtherAgreementRequiredError extends BackendError {
  constructor(agreementId: string) {
    super(
      'invalid-input',
      `The visitor must accept the agreement their visitor type asks for (${agreementId}) before checking in.`,
    );
  }
}

/** An erasure asked for while the visitor is on site: their open visit is the desk's, until checkout. */
export class OnSiteError extends BackendError {
  constructor() {
    super('invalid-input', 'This visitor is on site now: check them out before erasing their data.');
  }
}

/** A visitor type an admin cannot save as it is, or a visit whose type or answers do not fit. */
export class VisitorTypeError extends BackendError {
  constructor(message: string) {
    super('invalid-input', message);
  }
}
