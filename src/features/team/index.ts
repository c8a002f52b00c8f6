/** The company's people: members with roles, invitations, joining, the signed-in person's membership. */
export { TeamSettings } from './TeamSettings';
