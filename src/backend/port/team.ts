import type { MemberRole, Role } from '../permissions';
import type { Unsubscribe } from './common';

/** A person who signs in to the company: its owner, or someone an admin invited. */
export interface Member {
  /** The person's account id (the owner's is the company's id). */
  id: string;
  name: string;
  email: string;
  role: Role;
  /** False once an admin deactivated them: they can no longer read or write anything of the company. */
  active: boolean;
  /** When they joined (the owner: when the company registered); epoch milliseconds. */
  joinedAt: number;
  /** When they last opened the desk, by the store's clock; null before their first sign-in since joining. */
  lastSeenAt: number | null;
}

export type TeamInviteState = 'invited' | 'joined' | 'cancelled';

/** An admin's invitation of one email address, with a role, to join the company. */
export interface TeamInvite {
  /** 128 random bits (base64url): the join link's secret. */
  code: string;
  email: string;
  role: MemberRole;
  /** Who invited them (their email). */
  invitedBy: string;
  invitedAt: number;
  /** Past this, the link joins nobody (epoch milliseconds). */
  expiresAt: number;
  state: TeamInviteState;
}

/** What the join page shows before anyone signs in: the invitation and its company's name. */
export interface JoinInvitation {
  code: string;
  companyName: string;
  email: string;
  role: MemberRole;
  expiresAt: number;
  state: TeamInviteState;
}

export interface TeamMemberChanges {
  role?: MemberRole;
  active?: boolean;
}

/** The company's people and their invitations. Admins only, but for `watchMe` and `seen`. */
export interface TeamPort {
  /** Everyone who has joined, the owner first, then by name. */
  members(): Promise<Member[]>;
  watchMembers(listener: (members: Member[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Invitations not yet joined nor cancelled, newest first (expired ones included, said so by the screen). */
  invites(): Promise<TeamInvite[]>;
  /**
   * Invites one address with a role. Refused (TeamError) for an address that is already a member of this
   * company or invited to it and not yet joined.
   */
  invite(email: string, role: MemberRole, at: number): Promise<TeamInvite>;
  cancelInvite(code: string): Promise<void>;
  /**
   * Changes a member's role or deactivates (reactivates) them. Refused for oneself and for the owner, so
   * that a company always keeps an admin; a deactivated member's next read or write is refused.
   */
  update(memberId: string, changes: TeamMemberChanges): Promise<Member>;
  /** The signed-in person's own membership, live: the desk signs out once it is deactivated. */
  watchMe(listener: (me: Member) => void, onError: (error: Error) => void): Unsubscribe;
  /** Records that the signed-in person is at the desk now (by the store's clock). */
  seen(): Promise<void>;
}

/** Joining a company through an invitation, before any session: the join page's two calls. */
export interface JoinPort {
  /** The invitation behind a join link; NotFound for an unknown code. */
  invitation(code: string): Promise<JoinInvitation>;
  /**
   * Creates the invited person's account (their email is the invitation's) and makes them a member.
   * 'verify-email': Firebase first needs the address verified; the link is sent, and calling again with
   * the same password after following it completes the join. Refused (TeamError) for an address that
   * already has an account, and for an invitation used, cancelled or expired.
   */
  join(code: string, name: string, password: string): Promise<'joined' | 'verify-email'>;
}
