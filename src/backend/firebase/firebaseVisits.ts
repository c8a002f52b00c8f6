import {
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { allocateVisitId, randomVisitId } from '../../lib/visitId';
import { InviteUsedError, NetworkError, UnknownInviteError, VisitorTypeError } from '../errors';
import { toInvite } from './inviteDocument';
import { assertInviteUsable } from '../inviteUse';
import { openVisitOf } from '../checkInInput';
import { completeVisitorTypes } from '../visitorTypes';
import { typeOfCheckIn } from '../visitorTypeChecks';
import type { CheckInInput, CheckInScreen, Visit, VisitsPort } from '../port/visits';
import { isRefused, isUnreachable } from './firebaseErrors';
import { transact } from './transact';
import { cachedOrNull, readPastStaleCache, type CommitWrites, type CutSupport } from './cutSupport';
import { createFirebaseVisitQueries } from './firebaseVisitQueries';
import { createFirebaseCheckOut } from './firebaseCheckOut';
import { createFirebaseVisitStats } from './firebaseVisitStats';
import { meterDocument, meterQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { toVisit, toVisitDocument } from './visitDocument';
import { auditEntry } from './auditEntries';
import { visitorDocId } from './firebaseVisitors';

/** An invitation of this company, usable now (the rules check the same against the server's clock). */
function checkInvite(stored: DocumentSnapshot, at: number): void {
  if (!stored.exists()) throw new UnknownInviteError();
  assertInviteUsable(toInvite(stored.id, stored.data()), at);
}

export const OFFLINE_NO_VISIT_IDS =
  'This desk is offline and has no visit IDs left to give: check this visitor in when the network returns.';
export const OFFLINE_UNKNOWN_INVITATION =
  'This desk is offline and has not seen this invitation: check it in when the network returns.';

export function createFirebaseVisits(
  db: Firestore,
  paths: TenantPaths,
  { heldIds, queued, isOffline }: CutSupport,
): VisitsPort {
  const queries = createFirebaseVisitQueries(paths);
  const checkOuts = createFirebaseCheckOut(db, paths, { queued, isOffline });

  /**
   * A check-in's writes, in one commit: its entry, the visit ID's reservation, the visit, the register
   * entry's mark, the invitation's use and an admitted hold.
   */
  function writeCheckIn(
    writes: CommitWrites,
    input: CheckInInput,
    visitRef: DocumentReference,
    visitID: number,
    registerRef: DocumentReference | null,
    inviteRef: DocumentReference | null,
  ): Visit {
    const visit = openVisitOf(input, visitID, paths.memberId());
    // One entry: the visit names it, and so does the invitation it uses.
    const entry = auditEntry(paths, { action: 'visit.checkIn', target: visit.id });
    writes.set(entry.ref, entry.data);
    // The reservation also says the visit owes its two mails, until a desk has recorded them (owedMails).
    writes.set(doc(paths.openVisitIds(), String(visitID)), { visitDocId: visit.id, mailsOwed: true });
    writes.set(visitRef, { ...toVisitDocument(visit), auditId: entry.id });
    // A registered visitor's entry is marked with this visit: the rules keep it from being erased while
    // they are on site (and refuse the visit without the mark).
    if (registerRef) writes.update(registerRef, { onSiteVisitDocId: visit.id });
    if (inviteRef) writes.update(inviteRef, { state: 'arrived', visitDocId: visit.id, auditId: entry.id });
    // A held visitor admitted: the hold with the visit, and its own entry (the rules refuse a listed
    // email's visit without it).
    if (input.admission) {
      const hold = auditEntry(paths, { action: 'hold.decide', target: input.id });
      writes.set(hold.ref, hold.data);
      writes.set(doc(paths.watchlistHolds(), input.id), {
        entryId: input.admission.entryId,
        reason: input.admission.reason,
        visitorName: input.visitorName,
        visitorEmail: input.visitorEmail,
        decision: 'admitted',
        note: input.admission.note.trim(),
        decidedBy: paths.memberEmail(),
        at: input.at,
        visitDocId: visit.id,
        auditId: hold.id,
      });
    }
    return visit;
  }

  /**
   * During a cut, the visit's type, host and answers against the site as this device holds it: refused
   * here with its reason, rather than by the server when the network returns. Online, the rules decide on
   * the site as it is (this device's copy may be a moment behind an admin's change).
   */
  async function checkTypeAsCached(input: CheckInInput) {
    const site = await cachedOrNull(paths.site());
    if (!site?.exists()) return;
    const ofType = typeOfCheckIn(completeVisitorTypes(site.get('visitorTypes')), input);
    if ('problem' in ofType) throw new VisitorTypeError(ofType.problem);
  }

  /**
   * One transaction: the visit and its visitID reservation (and the invitation's use) are written
   * together, or not at all. `screened`: the input to write, decided while the transaction reads (the screening's own read is
   * one round trip of its own; a try the SDK runs again waits on the same answer).
   */
  async function checkInOnce(
    input: CheckInInput,
    screened: Promise<CheckInInput>,
    visitRef: DocumentReference,
  ) {
    const registerRef = doc(paths.visitors(), await visitorDocId(input.visitorEmail));
    const inviteRef = input.inviteCode ? doc(paths.invites(), input.inviteCode) : null;
    return transact(db, async (transaction) => {
      const read = async (ref: DocumentReference) => meterDocument(await transaction.get(ref));
      const isHeld = async (visitID: number) =>
        (await read(doc(paths.openVisitIds(), String(visitID)))).exists();
      // What a check-in reads, all at once: each read is a call to the server, and with many desks at
      // once each call takes a while (the eight-desk load run). Reads come before writes in a
      // transaction: the invitation is checked here, marked used last.
      const firstTry = randomVisitId();
      const [existing, registration, invite, firstTryHeld] = await Promise.all([
        read(visitRef),
        read(registerRef),
        inviteRef && read(inviteRef),
        isHeld(firstTry),
      ]);
      if (existing.exists()) return toVisit(existing.id, existing.data());
      if (invite) checkInvite(invite, input.at);
      const visitID = firstTryHeld ? await allocateVisitId(isHeld) : firstTry;
      const registered = registration.exists() ? registerRef : null;
      return writeCheckIn(transaction, await screened, visitRef, visitID, registered, inviteRef);
    });
  }

  /**
   * A check-in during a network cut: the same writes in one batch, with a visit ID this desk holds
   * ahead, read from what this device keeps. The batch is on this device at once (and on the success
   * page); the SDK sends it when the network returns, and the rules judge it then as every check-in. Says
   * why not when this desk holds no free ID, or cannot tell from its cache whether the invitation is usable.
   */
  async function checkInQueued(input: CheckInInput, visitRef: DocumentReference): Promise<Visit> {
    // The same check-in again (a retry after the first reached this device): the visit it wrote.
    const earlier = await cachedOrNull(visitRef);
    if (earlier?.exists()) return toVisit(earlier.id, earlier.data());
    await checkTypeAsCached(input);
    const registerRef = doc(paths.visitors(), await visitorDocId(input.visitorEmail));
    const inviteRef = input.inviteCode ? doc(paths.invites(), input.inviteCode) : null;
    const invite = inviteRef && (await cachedOrNull(inviteRef));
    if (inviteRef && !invite) throw new NetworkError(OFFLINE_UNKNOWN_INVITATION);
    if (invite) checkInvite(invite, input.at);
    const visitID = heldIds.take();
    if (visitID === null) throw new NetworkError(OFFLINE_NO_VISIT_IDS);
    // A visitor this device never read counts as not registered: the desk has just looked them up, so
    // a registered one is in its cache.
    const registered = (await cachedOrNull(registerRef))?.exists() === true;
    const batch = writeBatch(db);
    const visit = writeCheckIn(batch, input, visitRef, visitID, registered ? registerRef : null, inviteRef);
    // Settles when the server has it; the desk's count of waiting changes follows that (sync port).
    await queued.commit(
      batch,
      `The check-in of ${input.visitorName} (visit ID ${String(visitID)})`,
      visitRef,
      'created',
    );
    return visit;
  }

  return {
    async checkIn(input: CheckInInput, screen?: CheckInScreen) {
      const visitRef = doc(paths.visits(), input.id);
      const screened = screen ? screen(input) : Promise.resolve(input);
      // Awaited only when the visit is written (a check-in done before returns without it): not unhandled.
      screened.catch(() => undefined);
      if (isOffline()) return checkInQueued(await screened, visitRef);
      try {
        return await checkInOnce(input, screened, visitRef);
      } catch (error) {
        // The browser thought it was online, but the server cannot be reached.
        if (isUnreachable(error)) return checkInQueued(await screened, visitRef);
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

    async owedMails(count) {
      const marked = meterQuery(
        await getDocs(query(paths.openVisitIds(), where('mailsOwed', '==', true), limit(count))),
      );
      const visits = await Promise.all(
        marked.docs.map(async (reservation) => {
          const id: unknown = reservation.get('visitDocId');
          const stored = typeof id === 'string' ? meterDocument(await getDoc(doc(paths.visits(), id))) : null;
          return stored?.exists() ? toVisit(stored.id, stored.data()) : null;
        }),
      );
      return visits
        .filter((visit): visit is Visit => visit !== null)
        .sort((a, b) => a.checkin_timestamp - b.checkin_timestamp);
    },

    /**
     * In a transaction: the reservation still names this visit (its ID may serve a later visit once it
     * closed, and the mark went with the reservation at checkout).
     */
    async settleMails(visit) {
      const reservation = doc(paths.openVisitIds(), String(visit.visitID));
      await transact(db, async (transaction) => {
        const stored = meterDocument(await transaction.get(reservation));
        if (stored.get('visitDocId') === visit.id && stored.get('mailsOwed') === true)
          transaction.update(reservation, { mailsOwed: deleteField() });
      });
    },

    async lastOf(visitorEmail: string) {
      const last = meterQuery(
        await getDocs(
          query(
            paths.visits(),
            where('visitorEmail', '==', visitorEmail),
            orderBy('checkin_timestamp', 'desc'),
            limit(1),
          ),
        ),
      ).docs[0];
      return last ? toVisit(last.id, last.data()) : null;
    },

    async visit(id: string) {
      const stored = meterDocument(await readPastStaleCache(db, doc(paths.visits(), id)));
      return stored.exists() ? toVisit(stored.id, stored.data()) : null;
    },

    ...checkOuts,
    ...queries,
    ...createFirebaseVisitStats(paths),
  };
}
