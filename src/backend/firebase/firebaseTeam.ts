import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { normalizeEmail } from '../../lib/email';
import { newRandomCode } from '../../lib/randomCode';
import { BackendError } from '../errors';
import { AccessRevokedError, TeamError } from '../teamErrors';
import { isMemberRole } from '../permissions';
import type { Member, TeamInvite, TeamPort } from '../port/team';
import { TEAM_INVITE_MS, TEAM_TEXTS, byOwnerThenName, checkInvite, checkMemberChange } from '../teamRules';
import { reportTo } from './firebaseErrors';
import type { FirebaseSessionHolder, TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

function ownerOf(profile: DocumentSnapshot): Member {
  const createdAt: unknown = profile.get('createdAt');
  return {
    id: profile.id,
    name: text(profile.get('name')),
    email: text(profile.get('email')),
    role: 'owner',
    active: true,
    joinedAt: typeof createdAt === 'number' ? createdAt : 0,
    lastSeenAt: millis(profile.get('lastSeenAt')),
  };
}

function memberOf(snapshot: DocumentSnapshot): Member {
  const role: unknown = snapshot.get('role');
  return {
    id: snapshot.id,
    name: text(snapshot.get('name')),
    email: text(snapshot.get('email')),
    // An unknown role (a later version's) reads as the least one.
    role: isMemberRole(role) ? role : 'security',
    active: snapshot.get('active') === true,
    joinedAt: millis(snapshot.get('joinedAt')) ?? 0,
    lastSeenAt: millis(snapshot.get('lastSeenAt')),
  };
}

export function inviteOf(
  snapshot: DocumentSnapshot,
): TeamInvite & { companyId: string; companyName: string } {
  const role: unknown = snapshot.get('role');
  const state: unknown = snapshot.get('state');
  return {
    code: snapshot.id,
    companyId: text(snapshot.get('companyId')),
    companyName: text(snapshot.get('companyName')),
    email: text(snapshot.get('email')),
    role: isMemberRole(role) ? role : 'security',
    invitedBy: text(snapshot.get('invitedBy')),
    invitedAt: millis(snapshot.get('invitedAt')) ?? 0,
    expiresAt: millis(snapshot.get('expiresAt')) ?? 0,
    state: state === 'joined' || state === 'cancelled' ? state : 'invited',
  };
}

export class UnknownTeamInviteError extends BackendError {
  constructor() {
    super('not-found', 'This join link is not valid: ask an admin for a new invitation.');
  }
}

export const invitePath = (db: Firestore, code: string) => doc(db, 'teamInvites', code);

export function createFirebaseTeam(
  db: Firestore,
  paths: TenantPaths,
  session: FirebaseSessionHolder,
): TeamPort {
  const ofCompany = () => query(collection(db, 'teamInvites'), where('companyId', '==', paths.companyId()));
  const isOwner = () => paths.memberId() === paths.companyId();
  const memberDoc = (id: string) => doc(paths.members(), id);

  async function members(): Promise<Member[]> {
    const [profile, rows] = await Promise.all([getDoc(paths.company()), getDocs(paths.members())]);
    return [ownerOf(profile), ...rows.docs.map(memberOf)].sort(byOwnerThenName);
  }

  async function openInvites(): Promise<TeamInvite[]> {
    const snapshot = await getDocs(query(ofCompany(), where('state', '==', 'invited')));
    return snapshot.docs
      .map(inviteOf)
      .map(({ companyId: _company, companyName: _name, ...invite }) => invite)
      .sort((a, b) => b.invitedAt - a.invitedAt);
  }

  return {
    members,

    watchMembers(listener, onError) {
      let profile: DocumentSnapshot | null = null;
      let rows: Member[] | null = null;
      const tell = () => {
        if (profile && rows) listener([ownerOf(profile), ...rows].sort(byOwnerThenName));
      };
      const stopProfile = onSnapshot(
        paths.company(),
        (snapshot) => {
          profile = snapshot;
          tell();
        },
        reportTo(onError),
      );
      const stopMembers = onSnapshot(
        paths.members(),
        (snapshot) => {
          rows = snapshot.docs.map(memberOf);
          tell();
        },
        reportTo(onError),
      );
      return () => {
        stopProfile();
        stopMembers();
      };
    },

    invites: openInvites,

    async invite(email, role, at) {
      const checked = checkInvite(email, role);
      const [people, pending] = await Promise.all([members(), openInvites()]);
      if (people.some((member) => normalizeEmail(member.email) === checked.emailLower)) {
        throw new TeamError(TEAM_TEXTS.alreadyMember);
      }
      if (pending.some((each) => normalizeEmail(each.email) === checked.emailLower && each.expiresAt > at)) {
        throw new TeamError(TEAM_TEXTS.alreadyInvited);
      }
      const profile = await getDoc(paths.company());
      const invitedBy = paths.memberEmail();
      const code = newRandomCode();
      const expiresAt = at + TEAM_INVITE_MS;
      const entry = auditEntry(paths, { action: 'team.change', target: code });
      const batch = writeBatch(db);
      batch.set(entry.ref, entry.data);
      batch.set(invitePath(db, code), {
        companyId: paths.companyId(),
        companyName: text(profile.get('name')),
        email: checked.email,
        emailLower: checked.emailLower,
        role,
        invitedBy,
        invitedAt: serverTimestamp(),
        expiresAt: Timestamp.fromMillis(expiresAt),
        state: 'invited',
        auditId: entry.id,
      });
      await batch.commit();
      return { code, email: checked.email, role, invitedBy, invitedAt: at, expiresAt, state: 'invited' };
    },

    async cancelInvite(code) {
      const entry = auditEntry(paths, { action: 'team.change', target: code });
      const batch = writeBatch(db);
      batch.set(entry.ref, entry.data);
      batch.update(invitePath(db, code), { state: 'cancelled', auditId: entry.id });
      await batch.commit();
    },

    async update(memberId, changes) {
      const target =
        memberId === paths.companyId()
          ? ownerOf(await getDoc(paths.company()))
          : await getDoc(memberDoc(memberId)).then((snapshot) => {
              if (!snapshot.exists()) throw new TeamError('No member of this company has this id.');
              return memberOf(snapshot);
            });
      checkMemberChange(target, paths.memberId(), changes);
      const next = {
        ...(changes.role !== undefined && { role: changes.role }),
        ...(changes.active !== undefined && { active: changes.active }),
      };
      const entry = auditEntry(paths, { action: 'team.change', target: memberId });
      const batch = writeBatch(db);
      batch.set(entry.ref, entry.data);
      batch.update(memberDoc(memberId), { ...next, auditId: entry.id });
      await batch.commit();
      return { ...target, ...next };
    },

    watchMe(listener, onError) {
      if (isOwner())
        return onSnapshot(paths.company(), (profile) => listener(ownerOf(profile)), reportTo(onError));
      return onSnapshot(
        memberDoc(paths.memberId()),
        (snapshot) => {
          if (!snapshot.exists()) return onError(new AccessRevokedError());
          const me = memberOf(snapshot);
          // The session follows its membership: the guard's next check uses the new role. (Replaced, not
          // changed: the session's objects are also the store's, which freezes them.)
          const current = session.current;
          if (current?.member.id === me.id && current.member.role !== me.role) {
            session.current = { ...current, member: { ...current.member, role: me.role } };
          }
          listener(me);
        },
        reportTo(onError),
      );
    },

    async seen() {
      const target = isOwner() ? paths.company() : memberDoc(paths.memberId());
      await updateDoc(target, { lastSeenAt: serverTimestamp() });
    },
  };
}
