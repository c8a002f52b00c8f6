import {
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  where,
  type Firestore,
} from 'firebase/firestore';
import { UnknownInviteError } from '../errors';
import type { Invite, InvitesPort } from '../port/invites';
import { reportTo } from './firebaseErrors';
import { toInvite } from './inviteDocument';
import { meterDocument } from './readMeter';
import type { TenantPaths } from './tenantPaths';

export function createFirebaseInvites(db: Firestore, paths: TenantPaths, now: () => number): InvitesPort {
  return {
    /** In a transaction: a repeated submit finds the invitation the first one wrote. */
    invite(input) {
      const ref = doc(paths.invites(), input.code);
      return runTransaction(db, async (transaction) => {
        const existing = meterDocument(await transaction.get(ref));
        if (existing.exists()) return toInvite(existing.id, existing.data());
        const invite: Invite = { ...input, state: 'invited', visitDocId: '', createdAt: now() };
        transaction.set(ref, invite);
        return invite;
      });
    },

    async byCode(code) {
      const stored = meterDocument(await getDoc(doc(paths.invites(), code)));
      if (!stored.exists()) throw new UnknownInviteError();
      return toInvite(stored.id, stored.data());
    },

    watchDay(day, listener, onError) {
      return onSnapshot(
        query(paths.invites(), where('day', '==', day), orderBy('expectedAt')),
        (snapshot) => listener(snapshot.docs.map((each) => toInvite(each.id, each.data()))),
        reportTo(onError),
      );
    },
  };
}
