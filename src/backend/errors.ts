/** Typed errors every adapter throws, so thunks can map them to the spec's messages. */

export class BackendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidCredentialsError extends BackendError {
  constructor() {
    super('Invalid email or password');
  }
}

/** Registration refused by the provider; the message is the provider's own and is shown as is. */
export class RegistrationError extends BackendError {}

export class NotSignedInError extends BackendError {
  constructor() {
    super('Not signed in');
  }
}

export class DuplicateVisitorError extends BackendError {
  constructor() {
    super('A visitor with this email is already registered');
  }
}

export class VisitNotFoundError extends BackendError {
  constructor(visitID: number) {
    super(`No visit has the visit ID ${visitID}`);
  }
}

export class AlreadyCheckedOutError extends BackendError {
  constructor(readonly visitID: number) {
    super(`Visit ${visitID} has already been checked out.`);
  }
}
