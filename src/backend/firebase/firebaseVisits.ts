import {
  deleteField,
  doc,
  getDoc,
  getDocs,
  getDocsFromCache,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { allocateVisitId, randomVisitId } from '../../lib/visitId';
import {
  AlreadyCheckedOutError,
  InviteUsedError,
  NetworkError,
  UnknownInviteError,
  UnknownPassError,
  VisitNotFoundError,
  VisitorTypeError,
} from '../errors';
import { toInvite } from './inviteDocument';
import { assertInviteUsable } from '../inviteUse';
import { openVisitOf } from '../checkInInput';
import { completeVisitorTypes } from '../visitorTypes';
import { typeOfCheckIn } from '../visitorTypeChecks';
import type { CheckInInput, CheckInScreen, Closing, ClosingKind, Visit, VisitsPort } from '../port/visits';
import { isRefused, isUnreachable } from './firebaseErrors';
import { transact } from './transact';
import { cachedOrNull, readPastStaleCache, type CommitWrites, type CutSupport } from './cutSupport';
import { createFirebaseVisitQueries } from './firebaseVisitQueries';
import { meterDocument, meterQuery } from './readMeter';
import { chunks } from '../../lib/chunks';
import type { TenantPaths } from './tenantPaths';
import { toVisit, toVisitDocument } from './visitDocument';
import { auditEntry } from './auditEntries';
import { visitorDocId } from './firebaseVisitors';

/** An invitation of this company, usable now (the rules check the same against the server's clock). */
function checkInvite(stored: DocumentSnapshot, at: number): void {
  if (!stored.exists()) throw new UnknownInviteError();
  assertInviteUsable(toInvite(stored.id, stored.data()), at);
}

/**
 * Visits one bulk checkout transaction closes: 3, in 7 writes. Each visit's two writes make five rules
 * lookups (the member's document, the reservation and the entry for the visit; the member's document and
 * the visit for the reservation), and the transaction's entry one more: 3 x 5 + 1 = 16 of the 20 a
 * transaction may make (4 visits would make 21). The emulator does not enforce that limit, so the size
 * follows the count firestore.rules states, taking no lookup as cached (docs/decisions/audit.md).
 */
export const CLOSINGS_PER_BATCH = 3;

export const OFFLINE_NO_VISIT_IDS =
  'This desk is offline and has no visit IDs left to give: check this visitor in when the network returns.';
export const OFFLINE_UNKNOWN_VISIT = (visitID: number) =>
  `This desk is offline and has not seen visit ID ${String(visitID)}: check it out when the network returns.`;
export const OFFLINE_UNKNOWN_PASS =
  'This desk is offline and has not seen the visit of this pass: check it out when the network returns.';
export const OFFLINE_UNKNOWN_INVITATION =
  'This desk is offline and has not seen this invitation: check it in when the network returns.';

export function createFirebaseVisits(
  db: Firestore,
  paths: TenantPaths,
  { heldIds, queued, isOffline }: CutSupport,
): VisitsPort {
  const queries = createFirebaseVisitQueries(paths);

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

  /** A checkout's writes, in one commit: its entry, the visit closed, its visit ID's reservation released. */
  /**
   * `attempt`: the entry's id, made once per checkout outside its transaction, so that a try the SDK runs
   * again (its first commit taken, the answer lost) knows its own write (`checkedOutBefore`).
   */
  function writeCheckOut(
    writes: CommitWrites & { delete(ref: DocumentReference): unknown },
    visit: Visit,
    at: number,
    attempt?: string,
  ): Visit {
    const entry = auditEntry(paths, { action: 'visit.checkOut', target: visit.id }, attempt);
    writes.set(entry.ref, entry.data);
    writes.update(doc(paths.visits(), visit.id), {
      checkedOut: true,
      checkout_timestamp: at,
      auditId: entry.id,
    });
    writes.delete(doc(paths.openVisitIds(), String(visit.visitID)));
    return { ...visit, checkedOut: true, checkout_timestamp: at };
  }

  /**
   * A visit found closed by a checkout: by this very one (its entry is the visit's last, `attempt`) is
   * its success, not a conflict; by anyone else, "already checked out".
   */
  function checkedOutBefore(visit: Visit, lastEntry: unknown, attempt: string): Visit {
    if (visit.checkedOut && lastEntry === attempt) return visit;
    throw new AlreadyCheckedOutError(visit.visitID);
  }

  /**
   * One transaction: the visit and its visitID reservation (and the invitation's use) are written
   * together, or not at all.
   */
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
   * `screened`: the input to write, decided while the transaction reads (the screening's own read is
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

  /**
   * A checkout during a network cut: the visit as this device keeps it (the visits its screens have
   * shown), found by its visit ID among the open ones or by its pass, closed with its reservation
   * released in one batch, sent when the network returns.
   */
  async function checkOutQueued(
    found: QueryFieldFilterConstraint[],
    unknown: string,
    at: number,
  ): Promise<Visit> {
    const kept = await getDocsFromCache(query(paths.visits(), ...found, limit(1))).catch(() => null);
    const [stored] = kept?.docs ?? [];
    if (!stored) throw new NetworkError(unknown);
    const visit = toVisit(stored.id, stored.data());
    if (visit.checkedOut) throw new AlreadyCheckedOutError(visit.visitID);
    const batch = writeBatch(db);
    const closed = writeCheckOut(batch, visit, at);
    await queued.commit(
      batch,
      `The checkout of ${closed.visitorName} (visit ID ${String(visit.visitID)})`,
      stored.ref,
      { field: ['checkedOut'], is: 'true' },
    );
    return closed;
  }

  /**
   * One transaction per batch: each visit is read (and skipped if closed meanwhile), then checked out with
   * its reservation released, and the batch's entry (how many it closed; none if it closed none). Another
   * desk closing one of them at the same moment makes the rules refuse the batch (isRefused); it is read
   * again, without that visit.
   */
  async function closeBatch(closings: Closing[], closedBy: ClosingKind, attempts = 3): Promise<Visit[]> {
    try {
      return await transact(db, async (transaction) => {
        const stored = await Promise.all(
          closings.map(async (closing) => ({
            closing,
            visit: meterDocument(await transaction.get(doc(paths.visits(), closing.id))),
          })),
        );
        const open = stored.filter(({ visit }) => visit.exists() && visit.get('checkedOut') === false);
        if (open.length === 0) return [];
        const entry = auditEntry(paths, {
          action: closedBy === 'automatic' ? 'visit.autoCheckOut' : 'visit.checkOutMany',
          target: '',
          count: open.length,
        });
        transaction.set(entry.ref, entry.data);
        return open.map(({ closing, visit }) => {
          const before = toVisit(visit.id, visit.data() ?? {});
          const checkout = { checkedOut: true, checkout_timestamp: closing.at, closedBy };
          transaction.update(visit.ref, { ...checkout, auditId: entry.id });
          transaction.delete(doc(paths.openVisitIds(), String(before.visitID)));
          return { ...before, ...checkout };
        });
      });
    } catch (error) {
      if (!isRefused(error) || attempts <= 1) throw error;
      return closeBatch(closings, closedBy, attempts - 1);
    }
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

    async checkOutByVisitId(visitID: number, at: number) {
      if (isOffline()) {
        const open = [where('visitID', '==', visitID), where('checkedOut', '==', false)];
        return checkOutQueued(open, OFFLINE_UNKNOWN_VISIT(visitID), at);
      }
      const reservationRef = doc(paths.openVisitIds(), String(visitID));
      const attempt = crypto.randomUUID();
      // Checked out by another desk at the same moment: refused (isRefused), and told apart below.
      const closed = await transact(db, async (transaction) => {
        const reservation = meterDocument(await transaction.get(reservationRef));
        const visitDocId: unknown = reservation.get('visitDocId');
        if (!reservation.exists() || typeof visitDocId !== 'string') return null;
        const visitRef = doc(paths.visits(), visitDocId);
        const visit = meterDocument(await transaction.get(visitRef));
        if (!visit.exists()) return null;
        return writeCheckOut(transaction, toVisit(visit.id, visit.data()), at, attempt);
      }).catch((error: unknown) => {
        if (isRefused(error)) return null;
        throw error;
      });
      if (closed) return closed;
      const [earlier] = meterQuery(
        await getDocs(query(paths.visits(), where('visitID', '==', visitID), limit(1))),
      ).docs;
      if (!earlier) throw new VisitNotFoundError(visitID);
      return checkedOutBefore(toVisit(earlier.id, earlier.data()), earlier.get('auditId'), attempt);
    },

    /**
     * The pass names the visit by a field, found by a query (a transaction cannot query); the visit is
     * then read again and closed in one transaction, with its visit ID's reservation.
     */
    async checkOutByPass(passCode: string, at: number) {
      if (isOffline()) return checkOutQueued([where('passCode', '==', passCode)], OFFLINE_UNKNOWN_PASS, at);
      const found = meterQuery(
        await getDocs(query(paths.visits(), where('passCode', '==', passCode), limit(1))),
      );
      const [match] = found.docs;
      if (!match) throw new UnknownPassError();
      const attempt = crypto.randomUUID();
      try {
        return await transact(db, async (transaction) => {
          const stored = meterDocument(await transaction.get(match.ref));
          if (!stored.exists()) throw new UnknownPassError();
          const visit = toVisit(stored.id, stored.data());
          if (visit.checkedOut) return checkedOutBefore(visit, stored.get('auditId'), attempt);
          return writeCheckOut(transaction, visit, at, attempt);
        });
      } catch (error) {
        // Checked out by another desk at the same moment (isRefused).
        const now = isRefused(error) ? meterDocument(await getDoc(match.ref)) : null;
        if (now?.exists() && now.get('checkedOut') === true) {
          return checkedOutBefore(toVisit(now.id, now.data()), now.get('auditId'), attempt);
        }
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

    async unclosed(before: number) {
      const open = meterQuery(
        await getDocs(
          query(
            paths.visits(),
            where('checkedOut', '==', false),
            where('checkin_timestamp', '<', before),
            orderBy('checkin_timestamp', 'desc'),
          ),
        ),
      );
      return open.docs.map((each) => toVisit(each.id, each.data())).reverse();
    },

    async checkOutMany(closings: Closing[], closedBy: ClosingKind, onProgress?: (closed: number) => void) {
      const closed: Visit[] = [];
      for (const batch of chunks(closings, CLOSINGS_PER_BATCH)) {
        closed.push(...(await closeBatch(batch, closedBy)));
        onProgress?.(closed.length);
      }
      return closed;
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

    ...queries,
  };
}
