import type { Permission } from './permissions';
import type { Role } from './roles';

/** The words for roles and refusals, loaded with the screens that show them (not with the landing page). */
export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  frontdesk: 'Front desk',
  security: 'Security',
};

/** What each role is for, as the Team page explains it. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, and always an admin: the account that registered the company.',
  admin: 'Everything: settings, the directory, the agreement, the watchlist, privacy, the team.',
  frontdesk:
    'Checks visitors in and out, registers them, invitations, holds, arrivals, roll calls, the dashboard.',
  security: 'The dashboard, who is on site and roll calls; reads everything else, changes nothing.',
};

/** Why a control is disabled for this role: said beside it, and by the guard's error. */
export const DENIED_BECAUSE: Record<Permission, string> = {
  view: 'cannot see this company’s data',
  rollCall: 'cannot take part in roll calls',
  desk: 'cannot check visitors in or out or change visits',
  manage: 'cannot change settings or personal data',
  team: 'cannot manage the team',
};

export function deniedReason(role: Role, permission: Permission): string {
  return `Your role (${ROLE_NAMES[role]}) ${DENIED_BECAUSE[permission]}.`;
}
