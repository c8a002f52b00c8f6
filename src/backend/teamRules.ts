import { SINGLE_EMAIL, normalizeEmail } from '../lib/email';
import { TeamError } from './teamErrors';
import { isMemberRole, type MemberRole } from './permissions';
import type { JoinInvitation, Member, TeamInvite, TeamMemberChanges } from './port/team';

/** How long a join link works. */
export const TEAM_INVITE_DAYS = 7;
export const TEAM_INVITE_MS = TEAM_INVITE_DAYS * 86_400_000;

export const TEAM_TEXTS = {
  taken:
    'This address already has a Frontdesk account: it owns or belongs to a company. Invite another address.',
  alreadyMember: 'This address is already a member of the team.',
  alreadyInvited: 'This address is already invited: cancel that invitation to invite it again.',
  badEmail: 'Enter one email address, like name@example.com.',
  badRole: 'Choose a role: Admin, Front desk or Security.',
  yourself: 'You cannot change your own role or deactivate yourself: ask another admin.',
  owner: 'The owner registered the company and always stays an admin, so the company keeps one.',
  joinedAlready: 'This invitation has been used: log in with the address it was sent to.',
  cancelled: 'This invitation was cancelled: ask an admin for a new one.',
  expired: 'This invitation has expired: ask an admin for a new one.',
  name: 'Enter your name.',
  password: 'Password should be at least 6 characters.',
} as const;

/** The address and role of a new invitation, checked alike by both adapters. */
export function checkInvite(email: string, role: MemberRole): { email: string; emailLower: string } {
  const trimmed = email.trim();
  if (!SINGLE_EMAIL.test(trimmed) || trimmed.length > 320) throw new TeamError(TEAM_TEXTS.badEmail);
  if (!isMemberRole(role)) throw new TeamError(TEAM_TEXTS.badRole);
  return { email: trimmed, emailLower: normalizeEmail(trimmed) };
}

/** Whether an invitation still joins someone now; throws why not. */
export function checkJoinable(invite: Pick<TeamInvite, 'state' | 'expiresAt'>, now: number): void {
  if (invite.state === 'joined') throw new TeamError(TEAM_TEXTS.joinedAlready);
  if (invite.state === 'cancelled') throw new TeamError(TEAM_TEXTS.cancelled);
  if (invite.expiresAt <= now) throw new TeamError(TEAM_TEXTS.expired);
}

/** A joining person's name and password, as the join form checks them. */
export function checkJoiner(name: string, password: string): string {
  if (!name.trim()) throw new TeamError(TEAM_TEXTS.name);
  if (password.length < 6) throw new TeamError(TEAM_TEXTS.password);
  return name.trim().slice(0, 200);
}

/** Who may be changed by whom: nobody themselves, and never the owner. */
export function checkMemberChange(
  target: Pick<Member, 'id' | 'role'>,
  actorId: string,
  changes: TeamMemberChanges,
): void {
  if (target.id === actorId) throw new TeamError(TEAM_TEXTS.yourself);
  if (target.role === 'owner') throw new TeamError(TEAM_TEXTS.owner);
  if (changes.role !== undefined && !isMemberRole(changes.role)) throw new TeamError(TEAM_TEXTS.badRole);
}

/** The owner first, then everyone by name. */
export function byOwnerThenName(a: Member, b: Member): number {
  if (a.role === 'owner' || b.role === 'owner') return a.role === 'owner' ? -1 : 1;
  return a.name.localeCompare(b.name) || a.email.localeCompare(b.email);
}

export function joinInvitationOf(invite: TeamInvite, companyName: string): JoinInvitation {
  const { code, email, role, expiresAt, state } = invite;
  return { code, companyName, email, role, expiresAt, state };
}
