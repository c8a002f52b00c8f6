/** The company's people: members with roles, invitations, joining, the signed-in person's membership. */
export { TeamSettings } from './TeamSettings';
/** The company's people, live: the dashboard names who checked each visitor in. */
export { useTeamMembersQuery } from './teamApi';
/** Follows the signed-in person's membership while a desk is open (the desk's duties render it). */
export { MembershipWatch } from './MembershipWatch';
