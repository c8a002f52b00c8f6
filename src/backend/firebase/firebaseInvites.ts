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
import { InviteUsedError, UnknownInviteError } from '../errors';
import type { Invite, InvitesPort } from '../port/invites';
import { reportTo } from './firebaseErrors';
import { toInvite } from './inviteDocument';
import { meterDocument } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';

export function createFirebaseInvites(db: Firestore, paths: TenantPaths, now: () => number): InvitesPort {
  return {
    /** In a transaction, with its entry: a repeated submit finds the invitation the first one wrote. */
    invite(input) {
      const ref = doc(paths.invites(), input.code);
      return runTransaction(db, async (transaction) => {
        const existing = meterDocument(await transaction.get(ref));
        if (existing.exists()) return toInvite(existing.id, existing.data());
        const invite: Invite = { ...input, state: 'invited', visitDocId: '', createdAt: now() };
        const entry = auditEntry(paths, { action: 'invite.create', target: input.code });
        transaction.set(entry.ref, entry.data);
        transaction.set(ref, { ...invite, auditId: entry.id });
        return invite;
      });
    },

    /** In a transaction: a desk cannot cancel an invitation another desk is using this moment. */
    cancel(code, at) {
      const ref = doc(paths.invites(), code);
      return runTransaction(db, async (transaction) => {
        const stored = meterDocument(await transaction.get(ref));
        if (!stored.exists()) throw new UnknownInviteError();
        const invite = toInvite(stored.id, stored.data());
        if (invite.state === 'arrived') throw new InviteUsedError();
        if (invite.state === 'cancelled') return invite;
        const entry = auditEntry(paths, { action: 'invite.cancel', target: code });
        transaction.set(entry.ref, entry.data);
        transaction.update(ref, { state: 'cancelled', cancelledAt: at, auditId: entry.id });
        return { ...invite, state: 'cancelled', cancelledAt: at };
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
