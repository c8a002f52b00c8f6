import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCompany, selectMember, sessionStarted } from '../../app/session';
import { storeSessionInfo } from '../../app/sessionInfo';
import { useMyMembershipQuery } from './teamApi';
import { endDeactivatedSession, recordSeen } from './teamThunks';

const SEEN_EVERY_MS = 15 * 60_000;

/**
 * Follows the signed-in person's membership while a desk is open: a role an admin changed applies at once,
 * and a deactivation signs the desk out (the listener hears it within a second or two; the store's rules
 * refuse everything meanwhile). Also records when the person was last at a desk. Renders nothing.
 */
export function MembershipWatch() {
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectCompany);
  const member = useAppSelector(selectMember);
  const { data: me, error } = useMyMembershipQuery(undefined);
  const revoked = (me && !me.active) || (error && 'code' in error && error.code === 'revoked');

  useEffect(() => {
    if (revoked) void dispatch(endDeactivatedSession());
  }, [dispatch, revoked]);

  // An admin changed the role (or this tab started from an older note of it): the session, and the note
  // kept for the next start, follow.
  useEffect(() => {
    if (!me?.active || !company || !member || me.role === member.role) return;
    const session = { company, member: { ...member, role: me.role } };
    storeSessionInfo(session);
    dispatch(sessionStarted(session));
  }, [dispatch, me, company, member]);

  // "Last seen" needs no more than a write every quarter of an hour, whatever the number of tabs: each
  // write is one more open stream to the store, and the membership already says when the last one was.
  const lastSeenAt = me?.active ? me.lastSeenAt : undefined;
  useEffect(() => {
    if (lastSeenAt === undefined) return;
    const due = lastSeenAt === null ? 0 : lastSeenAt + SEEN_EVERY_MS - Date.now();
    const timer = window.setTimeout(() => void dispatch(recordSeen()), Math.max(0, due));
    return () => window.clearTimeout(timer);
  }, [dispatch, lastSeenAt]);
  return null;
}
