import { InviteCancelledError, InviteExpiredError, InviteUsedError } from './errors';
import type { Invite } from './port/invites';

/**
 * Whether an invitation may check its visitor in at `at`: once, on its own site day, unless cancelled.
 * Both adapters ask this inside the check-in's transaction; the rules check the same on the server.
 */
export function assertInviteUsable(
  invite: Pick<Invite, 'state' | 'validFrom' | 'validUntil' | 'day'>,
  at: number,
): void {
  if (invite.state === 'cancelled') throw new InviteCancelledError();
  if (invite.state !== 'invited') throw new InviteUsedError();
  if (at < invite.validFrom || at >= invite.validUntil) throw new InviteExpiredError(invite.day);
}
