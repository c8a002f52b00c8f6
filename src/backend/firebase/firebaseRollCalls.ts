import {
  doc,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { BackendError, NetworkError } from '../errors';
import type { RollCall, RollCallPerson, RollCallsPort } from '../port/rollCalls';
import { cachedOrNull, type CommitWrites, type CutSupport } from './cutSupport';
import { byVisitorName, rollCallPersonOf } from '../rollCallPeople';
import { isRefused, reportTo } from './firebaseErrors';
import { meterDocument, meterQuery } from './readMeter';
import { toRollCall, toRollCallDocument } from './rollCallDocument';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';
import { toVisit } from './visitDocument';

const NOT_FOUND = 'No such roll call.';
export const OFFLINE_UNKNOWN_ROLL_CALL =
  'This desk is offline and has not shown this roll call: mark people on it when the network returns.';

/**
 * Roll calls under companies/{uid}/rollCalls; companies/{uid}/rollCallState/current names the open one
 * ('' when none), so that a start is one transaction that either opens a roll call or finds the open one.
 */
export function createFirebaseRollCalls(
  db: Firestore,
  paths: TenantPaths,
  { queued, isOffline }: Pick<CutSupport, 'queued' | 'isOffline'>,
): RollCallsPort {
  async function read(id: string): Promise<RollCall | null> {
    const stored = meterDocument(await getDoc(doc(paths.rollCalls(), id)));
    return stored.exists() ? toRollCall(stored.id, stored.data()) : null;
  }

  async function current(): Promise<RollCall | null> {
    const state = meterDocument(await getDoc(paths.rollCallState()));
    const openId: unknown = state.get('openId');
    return typeof openId === 'string' && openId !== '' ? read(openId) : null;
  }

  async function openOne(at: number) {
    const onSite = meterQuery(await getDocs(query(paths.visits(), where('checkedOut', '==', false))));
    const people = byVisitorName(onSite.docs.map((each) => rollCallPersonOf(toVisit(each.id, each.data()))));
    return runTransaction(db, async (transaction) => {
      const state = meterDocument(await transaction.get(paths.rollCallState()));
      const openId: unknown = state.get('openId');
      if (typeof openId === 'string' && openId !== '') {
        const open = meterDocument(await transaction.get(doc(paths.rollCalls(), openId)));
        if (open.exists()) return toRollCall(open.id, open.data());
      }
      const ref = doc(paths.rollCalls());
      const rollCall: RollCall = { id: ref.id, startedAt: at, finishedAt: null, people };
      const entry = auditEntry(paths, { action: 'rollCall.start', target: ref.id });
      transaction.set(entry.ref, entry.data);
      transaction.set(ref, { ...toRollCallDocument(rollCall), auditId: entry.id });
      transaction.set(paths.rollCallState(), { openId: ref.id });
      return rollCall;
    });
  }

  /**
   * One person of an open roll call marked safe at `safeAt`, or unaccounted for again (null): one field of
   * the document, so two desks marking two people never undo each other. Marking someone safe again keeps
   * the first time. Returns the person marked, or null when nothing changed.
   */
  function writeMark(
    writes: CommitWrites,
    stored: DocumentSnapshot,
    visitId: string,
    safeAt: number | null,
  ): RollCallPerson | null {
    if (!stored.exists()) throw new BackendError('not-found', NOT_FOUND);
    const rollCall = toRollCall(stored.id, stored.data());
    if (rollCall.finishedAt !== null) throw new BackendError('invalid-input', 'This roll call is finished.');
    const person = rollCall.people.find((each) => each.visitId === visitId);
    if (!person) throw new BackendError('not-found', 'This person was not on site at the roll call.');
    if ((person.safeAt === null) === (safeAt === null)) return null;
    // `markedSafe` or `unmarkedSafe` names the person for the rules, which cannot read it out of the
    // changed keys.
    const naming = safeAt === null ? 'unmarkedSafe' : 'markedSafe';
    const entry = auditEntry(paths, { action: 'rollCall.mark', target: rollCall.id });
    writes.set(entry.ref, entry.data);
    writes.update(
      stored.ref,
      new FieldPath('people', visitId, 'safeAt'),
      safeAt,
      naming,
      visitId,
      'auditId',
      entry.id,
    );
    return person;
  }

  async function setSafeAt(id: string, visitId: string, safeAt: number | null) {
    const ref = doc(paths.rollCalls(), id);
    if (isOffline()) {
      // During a cut: the roll call as this desk's screen shows it (it listens to it), marked at once.
      const stored = await cachedOrNull(ref);
      if (!stored) throw new NetworkError(OFFLINE_UNKNOWN_ROLL_CALL);
      const batch = writeBatch(db);
      const person = writeMark(batch, stored, visitId, safeAt);
      const mark = safeAt === null ? 'unaccounted for again' : 'safe';
      if (person) await queued.commit(batch, `${person.visitorName} marked ${mark} in the roll call`, ref);
      return;
    }
    await runTransaction(db, async (transaction) => {
      writeMark(transaction, meterDocument(await transaction.get(ref)), visitId, safeAt);
    });
  }

  return {
    async start(at) {
      try {
        return await openOne(at);
      } catch (error) {
        // Another desk opened one at the same moment: the rules refuse a second; share the first.
        const open = isRefused(error) ? await current() : null;
        if (open) return open;
        throw error;
      }
    },

    current,

    rollCall: read,

    watch(id, listener, onError) {
      return onSnapshot(
        doc(paths.rollCalls(), id),
        (stored) => {
          if (stored.exists()) listener(toRollCall(stored.id, stored.data()));
          else onError(new BackendError('not-found', NOT_FOUND));
        },
        reportTo(onError),
      );
    },

    markSafe(id, visitId, at) {
      return setSafeAt(id, visitId, at);
    },

    unmarkSafe(id, visitId) {
      return setSafeAt(id, visitId, null);
    },

    async finish(id, at) {
      const ref = doc(paths.rollCalls(), id);
      return runTransaction(db, async (transaction) => {
        const stored = meterDocument(await transaction.get(ref));
        if (!stored.exists()) throw new BackendError('not-found', NOT_FOUND);
        const rollCall = toRollCall(stored.id, stored.data());
        if (rollCall.finishedAt !== null) return rollCall;
        const entry = auditEntry(paths, { action: 'rollCall.finish', target: id });
        transaction.set(entry.ref, entry.data);
        transaction.update(ref, { finishedAt: at, auditId: entry.id });
        transaction.set(paths.rollCallState(), { openId: '' });
        return { ...rollCall, finishedAt: at };
      });
    },

    async history(count) {
      // Only the newest can be open: one more than asked covers it.
      const newest = meterQuery(
        await getDocs(query(paths.rollCalls(), orderBy('startedAt', 'desc'), limit(count + 1))),
      );
      return newest.docs
        .map((each) => toRollCall(each.id, each.data()))
        .filter((rollCall) => rollCall.finishedAt !== null)
        .slice(0, count);
    },
  };
}
