import {
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { cachedOrNull, type CutSupport } from './cutSupport';
import { InviteUsedError, UnknownInviteError } from '../errors';
import type { Invite, InvitesPort } from '../port/invites';
import { reportTo } from './firebaseErrors';
import { transact } from './transact';
import { toInvite } from './inviteDocument';
import { meterDocument, meterQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';

export function createFirebaseInvites(
  db: Firestore,
  paths: TenantPaths,
  now: () => number,
  cut: Pick<CutSupport, 'queued' | 'isOffline'>,
): InvitesPort {
  return {
    /**
     * In a transaction, with its entry: a repeated submit finds the invitation the first one wrote. During
     * a network cut, one batch queued on the desk (its code is new and random: no other desk writes it).
     */
    async invite(input) {
      const ref = doc(paths.invites(), input.code);
      const invite: Invite = { ...input, state: 'invited', visitDocId: '', createdAt: now() };
      if (cut.isOffline()) {
        const known = await cachedOrNull(ref);
        if (known?.exists()) return toInvite(known.id, known.data());
        const entry = auditEntry(paths, { action: 'invite.create', target: input.code });
        const batch = writeBatch(db);
        batch.set(entry.ref, entry.data);
        batch.set(ref, { ...invite, mailOwed: true, auditId: entry.id });
        const what = `The invitation of ${input.visitorName} (${input.visitorEmail})`;
        await cut.queued.commit(batch, what, ref, 'created');
        return invite;
      }
      return transact(db, async (transaction) => {
        const existing = meterDocument(await transaction.get(ref));
        if (existing.exists()) return toInvite(existing.id, existing.data());
        const entry = auditEntry(paths, { action: 'invite.create', target: input.code });
        transaction.set(entry.ref, entry.data);
        // It owes its email until a desk has recorded it (owedMails).
        transaction.set(ref, { ...invite, mailOwed: true, auditId: entry.id });
        return invite;
      });
    },

    /** In a transaction: a desk cannot cancel an invitation another desk is using this moment. */
    cancel(code, at) {
      const ref = doc(paths.invites(), code);
      return transact(db, async (transaction) => {
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

    async owedMails(count) {
      const oldestFirst = query(
        paths.invites(),
        where('mailOwed', '==', true),
        orderBy('createdAt', 'asc'),
        limit(count),
      );
      const owed = meterQuery(await getDocs(oldestFirst));
      return owed.docs.map((each) => toInvite(each.id, each.data()));
    },

    async settleMail(code) {
      await updateDoc(doc(paths.invites(), code), { mailOwed: deleteField() });
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
