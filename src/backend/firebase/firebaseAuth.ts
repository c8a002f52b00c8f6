import { FirebaseError } from 'firebase/app';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  doc,
  getDoc,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { isUnreachable } from './firebaseErrors';
import { tokenSubject } from '../../lib/sessionToken';
import { addCompanyDefaults } from './companyDocuments';
import { aadhaarLast4 } from '../../lib/aadhaar';
import { InvalidCredentialsError, NotSignedInError, RegistrationError } from '../errors';
import { AccessRevokedError } from '../teamErrors';
import { isMemberRole } from '../permissions';
import type {
  AuthPort,
  CompanyRegistration,
  EmailVerificationPort,
  Session,
  SessionMember,
} from '../port/auth';
import { keepTokenFresh } from './tokenFreshness';
import type { FirebaseSessionHolder } from './tenantPaths';

/** The provider's own words for registration failures (the spec shows them to the operator). */
const REGISTRATION_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/operation-not-allowed': 'Email/password accounts are not enabled for this Firebase project.',
};

const CREDENTIAL_ERRORS = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/user-disabled',
]);

/** Accounts from before the directory get their site and examples at their next sign-in. */
async function ensureCompanyDefaults(db: Firestore, user: User): Promise<void> {
  if ((await getDoc(doc(db, 'companies', user.uid, 'settings', 'main'))).exists()) return;
  const batch = writeBatch(db);
  addCompanyDefaults(batch, db, user.uid, user.email ?? '');
  await batch.commit();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The company a signed-in account acts for: its own (the owner's company id is their uid), or the one its
 * accounts/{uid} pointer names, where it must be an active member.
 */
/**
 * A document as the server has it, or, when the server cannot be reached, as this device last read it:
 * null when it never did. A trusted desk opened during a network cut finds its session in its cache.
 */
async function readKept(ref: DocumentReference): Promise<DocumentSnapshot | null> {
  try {
    return await getDoc(ref);
  } catch (error) {
    if (isUnreachable(error)) return null;
    throw error;
  }
}

async function memberOf(db: Firestore, user: User): Promise<{ companyId: string; member: SessionMember }> {
  const owner = {
    companyId: user.uid,
    member: { id: user.uid, name: '', email: user.email ?? '', role: 'owner' as const },
  };
  const pointer = await readKept(doc(db, 'accounts', user.uid));
  if (!pointer) {
    // An owner has no pointer, so a cache holds none to answer with: their company's profile says it.
    const profile = await readKept(doc(db, 'companies', user.uid));
    if (profile?.exists()) return owner;
    throw new NotSignedInError();
  }
  const companyId = text(pointer.get('companyId'));
  if (!companyId || companyId === user.uid) return owner;
  const member = await getDoc(doc(db, 'companies', companyId, 'members', user.uid));
  const role: unknown = member.get('role');
  if (!member.exists() || member.get('active') !== true || !isMemberRole(role))
    throw new AccessRevokedError();
  return {
    companyId,
    member: { id: user.uid, name: text(member.get('name')), email: user.email ?? '', role },
  };
}

async function sessionOf(db: Firestore, user: User, holder: FirebaseSessionHolder): Promise<Session> {
  const { companyId, member } = await memberOf(db, user);
  const profile = await getDoc(doc(db, 'companies', companyId));
  const company = { id: companyId, name: text(profile.get('name')), email: text(profile.get('email')) };
  holder.current = {
    company: { ...company, email: company.email || (user.email ?? '') },
    member: member.role === 'owner' ? { ...member, name: company.name } : member,
  };
  return { token: await user.getIdToken(), ...holder.current };
}

export function createFirebaseAuth(auth: Auth, db: Firestore, holder: FirebaseSessionHolder): AuthPort {
  return {
    async registerCompany(input: CompanyRegistration) {
      try {
        const { user } = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
        // The company profile, its site and its example directory, together.
        const batch = writeBatch(db);
        batch.set(doc(db, 'companies', user.uid), {
          name: input.name.trim(),
          email: user.email ?? input.email.trim(),
          mobile: input.mobile.trim(),
          aadhaarLast4: aadhaarLast4(input.aadharId),
          createdAt: Date.now(),
        });
        addCompanyDefaults(batch, db, user.uid, user.email ?? input.email.trim());
        await batch.commit();
        // The rules send mail only for verified accounts (docs/decisions/mail.md): the link goes out at once.
        await sendEmailVerification(user);
      } catch (error) {
        if (error instanceof FirebaseError) {
          throw new RegistrationError(REGISTRATION_MESSAGES[error.code] ?? error.message);
        }
        throw error;
      } finally {
        // Firebase signs a new account in; the spec sends the company to /login instead.
        if (auth.currentUser) await signOut(auth);
      }
    },

    async signIn(email: string, password: string) {
      try {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        const session = await sessionOf(db, user, holder);
        if (session.member.role === 'owner') await ensureCompanyDefaults(db, user);
        return session;
      } catch (error) {
        if (error instanceof AccessRevokedError) await signOut(auth);
        if (error instanceof FirebaseError && CREDENTIAL_ERRORS.has(error.code))
          throw new InvalidCredentialsError();
        throw error;
      }
    },

    async confirmPassword(password: string) {
      const user = auth.currentUser;
      if (!user?.email) throw new NotSignedInError();
      try {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
      } catch (error) {
        if (error instanceof FirebaseError && CREDENTIAL_ERRORS.has(error.code))
          throw new InvalidCredentialsError();
        throw error;
      }
    },

    signOut: () => {
      holder.current = null;
      return signOut(auth);
    },

    async restore(storedToken: string | null) {
      // The SDK keeps its own signed-in user (IndexedDB in the browser). The stored token counts only if
      // it names that user and the user still has a valid token: a sign-out (here or in another tab)
      // leaves no user, and a token kept from an earlier session names someone else or no one.
      if (!storedToken) return null;
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user || tokenSubject(storedToken) !== user.uid) return null;
      try {
        await user.getIdToken();
        return await sessionOf(db, user, holder);
      } catch {
        // Its token can no longer be refreshed, or an admin deactivated the member.
        return null;
      }
    },

    onTokenChange(listener) {
      const stopFollowing = onIdTokenChanged(auth, (user) => {
        if (!user) {
          listener(null);
          return;
        }
        void user.getIdToken().then(listener);
      });
      // Whoever follows the token (the desk) gets one that outlasts a network cut (tokenFreshness.ts).
      const stopRefreshing = keepTokenFresh(auth);
      return () => {
        stopRefreshing();
        stopFollowing();
      };
    },
  };
}

/** Firebase Auth's email verification of the signed-in account. */
export function createFirebaseVerification(auth: Auth): EmailVerificationPort {
  const signedIn = () => {
    const user = auth.currentUser;
    if (!user) throw new NotSignedInError();
    return user;
  };
  return {
    async status() {
      const user = signedIn();
      if (!user.emailVerified) await reload(user);
      // The rules read email_verified from the ID token: a fresh one carries the new state.
      if (user.emailVerified) await user.getIdToken(true);
      return user.emailVerified ? 'verified' : 'unverified';
    },
    resend: () => sendEmailVerification(signedIn()),
  };
}
