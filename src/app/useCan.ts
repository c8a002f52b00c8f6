import { can, type Permission } from '../backend/permissions';
import { deniedReason } from '../backend/permissionTexts';
import { useAppSelector } from './hooks';
import { selectRole } from './session';

/**
 * Whether the signed-in person's role allows something, and if not, the reason to show beside the
 * control that is disabled or in place of the screen.
 */
export function useCan(permission: Permission): { allowed: boolean; reason: string | null } {
  const role = useAppSelector(selectRole);
  const allowed = can(role, permission);
  return { allowed, reason: allowed || !role ? null : deniedReason(role, permission) };
}
