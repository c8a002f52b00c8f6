import { newRandomCode } from '../../lib/randomCode';
import { BackendError, NotSignedInError } from '../errors';
import { AccessRevokedError, TeamError } from '../teamErrors';
import type { Role } from '../permissions';
import type { JoinPort, Member, TeamPort } from '../port/team';
import {
  TEAM_INVITE_MS,
  TEAM_TEXTS,
  byOwnerThenName,
  checkInvite,
  checkJoinable,
  checkJoiner,
  checkMemberChange,
  joinInvitationOf,
} from '../teamRules';
import type { CompanyRow, FrontdeskDb, MemberRow, TeamInviteRow } from './db';
import { emailTaken, personById, type LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { auditEntryId } from './localAudit';
import { PBKDF2_ITERATIONS, hashPassword } from './passwordHash';
import { requireActorEmail, requireTenant, withoutStorageFields } from './tenant';

const ownerOf = (company: CompanyRow): Member => ({
  id: company.id,
  name: company.name,
  email: company.email,
  role: 'owner',
  active: true,
  joinedAt: company.createdAt,
  lastSeenAt: company.lastSeenAt ?? null,
});

const memberOf = (row: MemberRow): Member => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  joinedAt: row.joinedAt,
  lastSeenAt: row.lastSeenAt,
});

const toInvite = (row: TeamInviteRow) => withoutStorageFields(row, ['tenant', 'emailLower']);

export class UnknownTeamInviteError extends BackendError {
  constructor() {
    super('not-found', 'This join link is not valid: ask an admin for a new invitation.');
  }
}

/**
 * The signed-in person's role as their row holds it now: read for every guarded call, so that a role
 * changed or a member deactivated in another tab counts at once.
 */
export function localRoleOf(db: FrontdeskDb, session: LocalSessionHolder) {
  return async (): Promise<Role> => {
    const current = session.current;
    if (!current) throw new NotSignedInError();
    // The owner is the company row itself: never demoted, never deactivated.
    if (current.member.role === 'owner') return 'owner';
    const row = await db.members.get(current.member.id);
    if (!row || !row.active || row.tenant !== current.company.id) throw new AccessRevokedError();
    return row.role;
  };
}

export function createLocalTeam(db: FrontdeskDb, session: LocalSessionHolder, now: () => number): TeamPort {
  async function membersOf(tenant: string): Promise<Member[]> {
    const [company, rows] = await Promise.all([
      db.companies.get(tenant),
      db.members.where('tenant').equals(tenant).toArray(),
    ]);
    return [...(company ? [ownerOf(company)] : []), ...rows.map(memberOf)].sort(byOwnerThenName);
  }

  async function me(): Promise<Member> {
    const current = session.current;
    if (!current) throw new NotSignedInError();
    const person = await personById(db, current.member.id);
    if (!person) throw new AccessRevokedError();
    return person.member ? memberOf(person.member) : ownerOf(person.company);
  }

  return {
    members: () => membersOf(requireTenant(session)),

    watchMembers(listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => membersOf(tenant), listener, onError);
    },

    async invites() {
      const rows = await db.teamInvites.where('tenant').equals(requireTenant(session)).toArray();
      return rows
        .filter((row) => row.state === 'invited')
        .sort((a, b) => b.invitedAt - a.invitedAt)
        .map(toInvite);
    },

    async invite(email, role, at) {
      const tenant = requireTenant(session);
      const checked = checkInvite(email, role);
      return db.transaction('rw', [db.companies, db.members, db.teamInvites], async () => {
        const company = await db.companies.get(tenant);
        const member = await db.members.where('emailLower').equals(checked.emailLower).first();
        if (company?.emailLower === checked.emailLower || member?.tenant === tenant) {
          throw new TeamError(TEAM_TEXTS.alreadyMember);
        }
        const open = await db.teamInvites
          .where('[tenant+emailLower]')
          .equals([tenant, checked.emailLower])
          .filter((row) => row.state === 'invited' && row.expiresAt > at)
          .count();
        if (open) throw new TeamError(TEAM_TEXTS.alreadyInvited);
        const row: TeamInviteRow = {
          code: newRandomCode(),
          tenant,
          email: checked.email,
          emailLower: checked.emailLower,
          role,
          invitedBy: requireActorEmail(session),
          invitedAt: at,
          expiresAt: at + TEAM_INVITE_MS,
          state: 'invited',
        };
        await db.teamInvites.add(row);
        return toInvite(row);
      });
    },

    async cancelInvite(code) {
      const tenant = requireTenant(session);
      await db.transaction('rw', db.teamInvites, async () => {
        const row = await db.teamInvites.get(code);
        if (row?.tenant === tenant && row.state === 'invited') {
          await db.teamInvites.update(code, { state: 'cancelled' });
        }
      });
    },

    async update(memberId, changes) {
      const tenant = requireTenant(session);
      const actor = session.current?.member.id ?? '';
      return db.transaction('rw', [db.companies, db.members], async () => {
        const company = await db.companies.get(tenant);
        const row = await db.members.get(memberId);
        const target =
          company?.id === memberId ? ownerOf(company) : row?.tenant === tenant ? memberOf(row) : null;
        if (!target) throw new TeamError('No member of this company has this id.');
        checkMemberChange(target, actor, changes);
        const next = {
          ...(changes.role !== undefined && { role: changes.role }),
          ...(changes.active !== undefined && { active: changes.active }),
        };
        await db.members.update(memberId, next);
        return { ...target, ...next };
      });
    },

    watchMe(listener, onError) {
      return liveRead(me, listener, onError);
    },

    async seen() {
      const current = session.current;
      if (!current) throw new NotSignedInError();
      if (current.member.role === 'owner')
        await db.companies.update(current.company.id, { lastSeenAt: now() });
      else await db.members.update(current.member.id, { lastSeenAt: now() });
    },
  };
}

export function createLocalJoin(
  db: FrontdeskDb,
  now: () => number,
  passwordIterations = PBKDF2_ITERATIONS,
): JoinPort {
  return {
    async invitation(code) {
      const row = await db.teamInvites.get(code);
      const company = row && (await db.companies.get(row.tenant));
      if (!row || !company) throw new UnknownTeamInviteError();
      return joinInvitationOf(toInvite(row), company.name);
    },

    async join(code, name, password) {
      const joinerName = checkJoiner(name, password);
      const hash = await hashPassword(password, passwordIterations);
      await db.transaction('rw', [db.companies, db.members, db.teamInvites, db.audit], async () => {
        const invite = await db.teamInvites.get(code);
        if (!invite) throw new UnknownTeamInviteError();
        checkJoinable(invite, now());
        if (await emailTaken(db, invite.emailLower)) throw new TeamError(TEAM_TEXTS.taken);
        const id = crypto.randomUUID();
        // Joining is a change of the team, made by the person joining.
        await db.audit.add({
          id: auditEntryId(now()),
          tenant: invite.tenant,
          action: 'team.change',
          target: id,
          count: 1,
          by: id,
          at: now(),
        });
        await db.members.add({
          id,
          tenant: invite.tenant,
          name: joinerName,
          email: invite.email,
          emailLower: invite.emailLower,
          role: invite.role,
          active: true,
          ...hash,
          joinedAt: now(),
          lastSeenAt: null,
        });
        await db.teamInvites.update(code, { state: 'joined' });
      });
      return 'joined';
    },
  };
}
