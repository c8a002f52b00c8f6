/**
 * Who may do what: one table for the screens (hidden or disabled with a reason), the local adapter's guard
 * (guardedBackend.ts) and the rules tests (firestore.rules holds the same sets, by name). The company's
 * owner (the account that registered it) is an admin who can never be demoted or deactivated, so a
 * company always keeps at least one admin.
 */
export const ROLES = ['owner', 'admin', 'frontdesk', 'security'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an admin may give: the owner is the account that registered the company, and stays so. */
export const MEMBER_ROLES = ['admin', 'frontdesk', 'security'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

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

const EVERYONE = ['owner', 'admin', 'frontdesk', 'security'] as const;
const DESK = ['owner', 'admin', 'frontdesk'] as const;
const ADMINS = ['owner', 'admin'] as const;

export const PERMISSIONS = {
  /** Read the company's visits, register, directory, settings and roll calls. */
  view: EVERYONE,
  /** Start a roll call, mark people safe, finish it. */
  rollCall: EVERYONE,
  /**
   * The desk's work: check in and out (one, many, automatically), register visitors, invitations, holds,
   * arrivals and desk codes, mail, and the retention period's run when a desk opens.
   */
  desk: DESK,
  /** Settings, the directory, the agreement, the watchlist, access and erasure requests, the CSV export. */
  manage: ADMINS,
  /** Invite people, change their role, deactivate them. */
  team: ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

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

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}
