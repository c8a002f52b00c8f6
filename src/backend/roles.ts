/**
 * The roles a person holds in a company, apart from what each may do (permissions.ts): the session and
 * the app's start need only these, and the landing page's download stays without the permission table.
 */
export const ROLES = ['owner', 'admin', 'frontdesk', 'security'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an admin may give: the owner is the account that registered the company, and stays so. */
export const MEMBER_ROLES = ['admin', 'frontdesk', 'security'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/** What a deactivated person is told, wherever their session ends (the app's notice, the adapters' error). */
export const ACCESS_REVOKED_TEXT = 'An admin has turned off your access to this company.';
