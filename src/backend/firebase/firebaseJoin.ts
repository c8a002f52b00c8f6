import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { JoinInvitation, JoinPort } from '../port/team';
import { TeamError } from '../teamErrors';
import { TEAM_TEXTS, checkJoinable, checkJoiner } from '../teamRules';
import { newAuditEntry } from './auditEntries';
import { inviteOf, invitePath, UnknownTeamInviteError } from './firebaseTeam';

const EMAIL_TAKEN = new Set(['auth/email-already-in-use']);
const CREDENTIALS = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/**
 * Joining: the invited address gets an account of its own (or, on the second call, signs in to the one
 * the first call made), verifies it, and then becomes a member in one batch: its member document, its
 * accounts pointer and the invitation marked joined. The session ends after each call: the person then
 * logs in as anyone does.
 */
export function createFirebaseJoin(auth: Auth, db: Firestore): JoinPort {
  async function invitation(code: string): Promise<JoinInvitation & { companyId: string }> {
    const snapshot = await getDoc(invitePath(db, code));
    if (!snapshot.exists()) throw new UnknownTeamInviteError();
    const { companyId, companyName, email, role, expiresAt, state } = inviteOf(snapshot);
    return { code, companyId, companyName, email, role, expiresAt, state };
  }

  /** The invited address's account: made now, or the one an earlier call made (same password). */
  async function accountFor(email: string, password: string): Promise<{ user: User; created: boolean }> {
    try {
      return { user: (await createUserWithEmailAndPassword(auth, email, password)).user, created: true };
    } catch (error) {
      if (!(error instanceof FirebaseError && EMAIL_TAKEN.has(error.code))) throw error;
    }
    try {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      // An account that owns a company or belongs to one is not joining anything else.
      const [pointer, profile] = await Promise.all([
        getDoc(doc(db, 'accounts', user.uid)),
        getDoc(doc(db, 'companies', user.uid)),
      ]);
      if (pointer.exists() || profile.exists()) throw new TeamError(TEAM_TEXTS.taken);
      return { user, created: false };
    } catch (error) {
      if (error instanceof FirebaseError && CREDENTIALS.has(error.code))
        throw new TeamError(TEAM_TEXTS.taken);
      throw error;
    }
  }

  return {
    async invitation(code) {
      const { companyId: _company, ...shown } = await invitation(code);
      return shown;
    },

    async join(code, name, password) {
      const joinerName = checkJoiner(name, password);
      const invite = await invitation(code);
      checkJoinable(invite, Date.now());
      try {
        const { user, created } = await accountFor(invite.email, password);
        if (created) await sendEmailVerification(user);
        if (!user.emailVerified) await reload(user);
        if (!user.emailVerified) return 'verify-email';
        // The rules read email_verified from the ID token: a fresh one carries it.
        await user.getIdToken(true);
        // Joining is a change of the team, made by the person joining: its entry names them.
        const entry = newAuditEntry(db, invite.companyId, user.uid, {
          action: 'team.change',
          target: user.uid,
        });
        const batch = writeBatch(db);
        batch.set(entry.ref, entry.data);
        batch.set(doc(db, 'companies', invite.companyId, 'members', user.uid), {
          name: joinerName,
          email: user.email ?? invite.email,
          role: invite.role,
          active: true,
          joinedAt: serverTimestamp(),
          lastSeenAt: null,
          inviteCode: code,
          auditId: entry.id,
        });
        batch.set(doc(db, 'accounts', user.uid), { companyId: invite.companyId });
        batch.update(invitePath(db, code), { state: 'joined', joinedBy: user.uid });
        await batch.commit();
        return 'joined';
      } finally {
        if (auth.currentUser) await signOut(auth);
      }
    },
  };
}
