import { BackendError } from './errors';
import { ACCESS_REVOKED_TEXT } from './roles';

/** The typed errors of team accounts (roles and memberships), thrown by the adapters and their guard. */
/** The signed-in person's role does not include what was asked (permissions.ts). */
export class ForbiddenError extends BackendError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** The signed-in person was deactivated by an admin: nothing of the company is theirs to read or write. */
export class AccessRevokedError extends BackendError {
  constructor() {
    super('revoked', ACCESS_REVOKED_TEXT);
  }
}

/** A team change refused: the message says why (an address already taken, oneself, the owner...). */
export class TeamError extends BackendError {
  constructor(message: string) {
    super('team', message);
  }
}
