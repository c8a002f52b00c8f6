import { describe, expect, it } from 'vitest';
import type { Arrival } from '../../backend/port/contactless';
import type { Invite } from '../../backend/port/invites';
import { invitedArrivals } from './invitedArrivals';

const arrival = (
  id: string,
  visitorEmail: string,
  status: Arrival['status'] = { state: 'waiting' },
): Pick<Arrival, 'id' | 'visitorEmail' | 'status'> => ({ id, visitorEmail, status });
const invite = (
  code: string,
  visitorEmail: string,
  state: Invite['state'] = 'invited',
): Pick<Invite, 'code' | 'visitorEmail' | 'state'> => ({ code, visitorEmail, state });

describe('invited arrivals', () => {
  it('pairs a waiting arrival with the unused invitation of its email, whatever its case and spaces', () => {
    const pairs = invitedArrivals(
      [arrival('a1', ' Ines@Example.com'), arrival('a2', 'walk-in@example.com')],
      [invite('c1', 'ines@example.com'), invite('c2', 'other@example.com')],
    );
    expect(pairs.map(({ arrival: { id }, invite: { code } }) => [id, code])).toEqual([['a1', 'c1']]);
  });

  it('leaves an arrival whose invitation is used, and one already settled, to the desk', () => {
    expect(
      invitedArrivals(
        [arrival('a1', 'ines@example.com'), arrival('a2', 'omar@example.com', { state: 'declined' })],
        [invite('c1', 'ines@example.com', 'arrived'), invite('c2', 'omar@example.com')],
      ),
    ).toEqual([]);
  });
});
