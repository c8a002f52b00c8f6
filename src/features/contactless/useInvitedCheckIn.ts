import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { Arrival } from '../../backend/port/contactless';
import { confirmArrivalAtDesk } from './contactlessThunks';
import { useSiteQuery } from '../../shared/settingsApi';
import { useSiteToday } from '../../shared/useSiteToday';
import { useExpectedOnQuery, invitedArrivals } from '../invites';

/**
 * The "invited visitors check in by themselves" policy, carried out by the desk's screen: an arrival whose
 * email is that of an unused invitation for today is checked in at once, using the invitation. Each is
 * tried once; one that fails (the invitation used meanwhile) waits for the desk like any other.
 */
export function useInvitedCheckIn(arrivals: Arrival[] | undefined): void {
  const dispatch = useAppDispatch();
  const { data: site } = useSiteQuery(undefined);
  const { timeZone, today } = useSiteToday();
  const enabled = site?.arrivalPolicy === 'invited-check-in';
  const { data: invites } = useExpectedOnQuery(today, { skip: !enabled });
  const tried = useRef(new Set<string>());

  useEffect(() => {
    if (!enabled || !arrivals || !invites) return;
    for (const { arrival, invite } of invitedArrivals(arrivals, invites)) {
      if (tried.current.has(arrival.id)) continue;
      tried.current.add(arrival.id);
      void dispatch(confirmArrivalAtDesk({ arrivalId: arrival.id, timeZone, inviteCode: invite.code }));
    }
  }, [arrivals, dispatch, enabled, invites, timeZone]);
}
