/**
 * Who may do what: one table for the screens (hidden or disabled with a reason), the local adapter's guard
 * (guardedBackend.ts) and the rules tests (firestore.rules holds the same sets, by name). The company's
 * owner (the account that registered it) is an admin who can never be demoted or deactivated, so a
 * company always keeps at least one admin.
 */
import type { Role } from './roles';

export { ACCESS_REVOKED_TEXT, MEMBER_ROLES, ROLES, isMemberRole, isRole } from './roles';
export type { MemberRole, Role } from './roles';

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
