import type { Auth } from 'firebase/auth';
import { collection, doc, type Firestore } from 'firebase/firestore';
import { NotSignedInError } from '../errors';
import type { CompanyProfile, SessionMember } from '../port/auth';

/** Who is signed in, as the adapter's sign-in or restore found them: their company and membership. */
export interface FirebaseSessionHolder {
  current: { company: CompanyProfile; member: SessionMember } | null;
}

/**
 * The signed-in person's company's documents: every path starts at companies/{its id}, which is the
 * owner's uid (a member finds it through accounts/{uid} at sign-in). A session counts only while the
 * SDK's signed-in user is the person it was opened for.
 */
export function tenantPaths(db: Firestore, auth: Auth, session: FirebaseSessionHolder) {
  function signedIn() {
    const user = auth.currentUser;
    const current = session.current;
    if (!user || !current || current.member.id !== user.uid) throw new NotSignedInError();
    return current;
  }
  const companyId = () => signedIn().company.id;
  const under = (name: string) => collection(db, 'companies', companyId(), name);
  return {
    companyId,
    /** The signed-in person's uid (the owner's is the company's id). */
    memberId: () => signedIn().member.id,
    /** The signed-in person's email: who invited, published, added or decided something. */
    memberEmail: () => signedIn().member.email,
    /** The signed-in person's role as the session knows it (the rules judge by the stored one). */
    role: () => signedIn().member.role,
    company: () => doc(db, 'companies', companyId()),
    site: () => doc(db, 'companies', companyId(), 'settings', 'main'),
    directoryCompanies: () => under('companies'),
    hosts: () => under('hosts'),
    visitors: () => under('visitorRegister'),
    visits: () => under('visitDetails'),
    openVisitIds: () => under('openVisitIds'),
    invites: () => under('invites'),
    outbox: () => under('outbox'),
    mailQuota: () => under('mailQuota'),
    rollCalls: () => under('rollCalls'),
    watchlist: () => under('watchlist'),
    watchlistHolds: () => under('watchlistHolds'),
    members: () => under('members'),
    rollCallState: () => doc(db, 'companies', companyId(), 'rollCallState', 'current'),
    /** The Trigger Email extension's collection: top level, one document per mail, named by tenant. */
    triggerMail: () => collection(db, 'mail'),
  };
}

export type TenantPaths = ReturnType<typeof tenantPaths>;
