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

  useEffect(() => {
    void dispatch(recordSeen());
    const timer = window.setInterval(() => void dispatch(recordSeen()), SEEN_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [dispatch]);
  return null;
}
