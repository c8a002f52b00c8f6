import type { Auth } from 'firebase/auth';
import { collection, doc, type Firestore } from 'firebase/firestore';
import { NotSignedInError } from '../errors';

/** The signed-in company's documents: every path starts at companies/{its uid}. */
export function tenantPaths(db: Firestore, auth: Auth) {
  function uid(): string {
    const user = auth.currentUser;
    if (!user) throw new NotSignedInError();
    return user.uid;
  }
  const under = (name: string) => collection(db, 'companies', uid(), name);
  return {
    uid,
    company: () => doc(db, 'companies', uid()),
    site: () => doc(db, 'companies', uid(), 'settings', 'main'),
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
    rollCallState: () => doc(db, 'companies', uid(), 'rollCallState', 'current'),
    /** The Trigger Email extension's collection: top level, one document per mail, named by tenant. */
    triggerMail: () => collection(db, 'mail'),
  };
}

export type TenantPaths = ReturnType<typeof tenantPaths>;
