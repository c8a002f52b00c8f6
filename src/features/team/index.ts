/** The company's people: members with roles, invitations, joining, the signed-in person's membership. */
export { TeamSettings } from './TeamSettings';
/** The company's people, live: the dashboard names who checked each visitor in. */
export { useTeamMembersQuery } from './teamApi';
