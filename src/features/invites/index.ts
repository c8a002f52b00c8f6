/** Invitations: pre-registered visitors for a day, and the list of who is expected. */
export { ExpectedToday } from './ExpectedToday';
export { invitedArrivals } from './invitedArrivals';
export { useExpectedOnQuery, useInvitationQuery } from './invitesApi';
