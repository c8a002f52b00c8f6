import type { Arrival } from '../../backend/port/contactless';
import type { Invite } from '../../backend/port/invites';
import { normalizeEmail } from '../../lib/email';

/** The waiting arrivals whose email is that of an unused invitation of the day, each with its invitation. */
export function invitedArrivals<
  A extends Pick<Arrival, 'visitorEmail' | 'status'>,
  I extends Pick<Invite, 'visitorEmail' | 'state'>,
>(arrivals: A[], invites: I[]): { arrival: A; invite: I }[] {
  const unused = new Map(
    invites
      .filter((invite) => invite.state === 'invited')
      .map((invite) => [normalizeEmail(invite.visitorEmail), invite]),
  );
  return arrivals.flatMap((arrival) => {
    const invite =
      arrival.status.state === 'waiting' ? unused.get(normalizeEmail(arrival.visitorEmail)) : undefined;
    return invite ? [{ arrival, invite }] : [];
  });
}
