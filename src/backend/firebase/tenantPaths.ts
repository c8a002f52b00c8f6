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
  return {
    uid,
    company: () => doc(db, 'companies', uid()),
    visitors: () => collection(db, 'companies', uid(), 'visitorRegister'),
    visits: () => collection(db, 'companies', uid(), 'visitDetails'),
    openVisitIds: () => collection(db, 'companies', uid(), 'openVisitIds'),
    outbox: () => collection(db, 'companies', uid(), 'outbox'),
  };
}

export type TenantPaths = ReturnType<typeof tenantPaths>;
