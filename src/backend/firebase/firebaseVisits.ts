import {
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  where,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { allocateVisitId } from '../../lib/visitId';
import {
  AlreadyCheckedOutError,
  InviteExpiredError,
  InviteUsedError,
  UnknownInviteError,
  UnknownPassError,
  VisitNotFoundError,
} from '../errors';
import { toInvite } from './inviteDocument';
import { openVisitOf } from '../checkInInput';
import type { CheckInInput, VisitsPort } from '../port/visits';
import { isRefused } from './firebaseErrors';
import { createFirebaseVisitQueries } from './firebaseVisitQueries';
import { meterDocument, meterQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { toVisit, toVisitDocument } from './visitDocument';

/** An invitation may be used once, on its own day (the rules check the same against the server's clock). */
function checkInvite(stored: DocumentSnapshot, at: number): void {
  if (!stored.exists()) throw new UnknownInviteError();
  const invite = toInvite(stored.id, stored.data());
  if (invite.state !== 'invited') throw new InviteUsedError();
  if (at < invite.validFrom || at >= invite.validUntil) throw new InviteExpiredError(invite.day);
}

export function createFirebaseVisits(db: Firestore, paths: TenantPaths): VisitsPort {
  const queries = createFirebaseVisitQueries(paths);

  /**
   * One transaction: the visit and its visitID reservation (and the invitation's use) are written
   * together, or not at all.
   */
  function checkInOnce(input: CheckInInput, visitRef: DocumentReference) {
    return runTransaction(db, async (transaction) => {
      const existing = meterDocument(await transaction.get(visitRef));
      if (existing.exists()) return toVisit(existing.id, existing.data());
      // Reads come before writes in a transaction: the invitation is checked first, marked used last.
      const inviteRef = input.inviteCode ? doc(paths.invites(), input.inviteCode) : null;
      if (inviteRef) checkInvite(meterDocument(await transaction.get(inviteRef)), input.at);
      const visitID = await allocateVisitId(async (candidate) =>
        meterDocument(await transaction.get(doc(paths.openVisitIds(), String(candidate)))).exists(),
      );
      const visit = openVisitOf(input, visitID);
      transaction.set(doc(paths.openVisitIds(), String(visitID)), { visitDocId: visit.id });
      transaction.set(visitRef, toVisitDocument(visit));
      if (inviteRef) transaction.update(inviteRef, { state: 'arrived', visitDocId: visit.id });
      return visit;
    });
  }

  return {
    async checkIn(input: CheckInInput) {
      const visitRef = doc(paths.visits(), input.id);
      try {
        return await checkInOnce(input, visitRef);
      } catch (error) {
        // Two desks using one invitation at once: the later is refused (isRefused), or reads the
        // invitation used by the earlier. If that was this same check-in, it is done: read it back.
        const raced = isRefused(error) || error instanceof InviteUsedError;
        if (!input.inviteCode || !raced) throw error;
        const written = meterDocument(await getDoc(visitRef));
        if (written.exists()) return toVisit(written.id, written.data());
        checkInvite(meterDocument(await getDoc(doc(paths.invites(), input.inviteCode))), input.at);
        throw error;
      }
    },

    async checkOutByVisitId(visitID: number, at: number) {
      const reservationRef = doc(paths.openVisitIds(), String(visitID));
      // Checked out by another desk at the same moment: refused (isRefused), and told apart below.
      const closed = await runTransaction(db, async (transaction) => {
        const reservation = meterDocument(await transaction.get(reservationRef));
        const visitDocId: unknown = reservation.get('visitDocId');
        if (!reservation.exists() || typeof visitDocId !== 'string') return null;
        const visitRef = doc(paths.visits(), visitDocId);
        const visit = meterDocument(await transaction.get(visitRef));
        if (!visit.exists()) return null;
        transaction.update(visitRef, { checkedOut: true, checkout_timestamp: at });
        transaction.delete(reservationRef);
        return { ...toVisit(visit.id, visit.data()), checkedOut: true, checkout_timestamp: at };
      }).catch((error: unknown) => {
        if (isRefused(error)) return null;
        throw error;
      });
      if (closed) return closed;
      const earlier = meterQuery(
        await getDocs(query(paths.visits(), where('visitID', '==', visitID), limit(1))),
      );
      throw earlier.empty ? new VisitNotFoundError(visitID) : new AlreadyCheckedOutError(visitID);
    },

    /**
     * The pass names the visit by a field, found by a query (a transaction cannot query); the visit is
     * then read again and closed in one transaction, with its visit ID's reservation.
     */
    async checkOutByPass(passCode: string, at: number) {
      const found = meterQuery(
        await getDocs(query(paths.visits(), where('passCode', '==', passCode), limit(1))),
      );
      const [match] = found.docs;
      if (!match) throw new UnknownPassError();
      try {
        return await runTransaction(db, async (transaction) => {
          const stored = meterDocument(await transaction.get(match.ref));
          if (!stored.exists()) throw new UnknownPassError();
          const visit = toVisit(stored.id, stored.data());
          if (visit.checkedOut) throw new AlreadyCheckedOutError(visit.visitID);
          transaction.update(match.ref, { checkedOut: true, checkout_timestamp: at });
          transaction.delete(doc(paths.openVisitIds(), String(visit.visitID)));
          return { ...visit, checkedOut: true, checkout_timestamp: at };
        });
      } catch (error) {
        // Checked out by another desk at the same moment (isRefused).
        const now = isRefused(error) ? meterDocument(await getDoc(match.ref)) : null;
        if (now?.exists() && now.get('checkedOut') === true) {
          throw new AlreadyCheckedOutError(toVisit(now.id, now.data()).visitID);
        }
        throw error;
      }
    },

    async visit(id: string) {
      const stored = meterDocument(await getDoc(doc(paths.visits(), id)));
      return stored.exists() ? toVisit(stored.id, stored.data()) : null;
    },

    ...queries,
  };
}
