import {
  doc,
  FieldPath,
  getDoc,
  getDocs,
  getDocsFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  writeBatch,
  type DocumentSnapshot,
  type QuerySnapshot,
  type Firestore,
} from 'firebase/firestore';
import { BackendError, NetworkError } from '../errors';
import type { RollCall, RollCallPerson, RollCallsPort } from '../port/rollCalls';
import { cachedOrNull, type CommitWrites, type CutSupport, type Taken } from './cutSupport';
import { byVisitorName, rollCallPersonOf } from '../rollCallPeople';
import { isRefused, reportTo } from './firebaseErrors';
import { transact } from './transact';
import { meterDocument, meterQuery } from './readMeter';
import { toRollCall, toRollCallDocument } from './rollCallDocument';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';
import { toVisit } from './visitDocument';
import { countOf } from '../../lib/countText';

const NOT_FOUND = 'No such roll call.';
export const OFFLINE_UNKNOWN_ROLL_CALL =
  'This desk is offline and has not shown this roll call: mark people on it when the network returns.';
export const OFFLINE_UNKNOWN_OPEN_ROLL_CALL =
  'A roll call is open that this desk is offline and has not shown: open it on another desk, or here when the network returns.';
const PEOPLE = ['person', 'people'] as const;

/**
 * Roll calls under companies/{uid}/rollCalls; companies/{uid}/rollCallState/current names the open one
 * ('' when none), so that a start is one transaction that either opens a roll call or finds the open one
 * (during a cut, one batch: the rules refuse it on arrival if another desk opened one meanwhile).
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

  /** A new roll call of `people`, opened: its entry, the roll call, the state naming it (one commit). */
  function writeStart(writes: CommitWrites, at: number, people: RollCallPerson[]): RollCall {
    const ref = doc(paths.rollCalls());
    const rollCall: RollCall = { id: ref.id, startedAt: at, finishedAt: null, people };
    const entry = auditEntry(paths, { action: 'rollCall.start', target: ref.id });
    writes.set(entry.ref, entry.data);
    writes.set(ref, { ...toRollCallDocument(rollCall), auditId: entry.id });
    writes.set(paths.rollCallState(), { openId: ref.id });
    return rollCall;
  }

  const peopleOf = (onSite: QuerySnapshot) =>
    byVisitorName(onSite.docs.map((each) => rollCallPersonOf(toVisit(each.id, each.data()))));

  async function openOne(at: number) {
    const onSite = meterQuery(await getDocs(query(paths.visits(), where('checkedOut', '==', false))));
    const people = peopleOf(onSite);
    return transact(db, async (transaction) => {
      const state = meterDocument(await transaction.get(paths.rollCallState()));
      const openId: unknown = state.get('openId');
      if (typeof openId === 'string' && openId !== '') {
        const open = meterDocument(await transaction.get(doc(paths.rollCalls(), openId)));
        if (open.exists()) return toRollCall(open.id, open.data());
      }
      return writeStart(transaction, at, people);
    });
  }

  /**
   * During a cut (an evacuation does not wait for the network): the roll call this desk knows to be open,
   * or a new one of the people on site as this desk keeps them (a trusted desk listens to the open
   * visits), opened at once and sent when the network returns. Another desk's roll call opened meanwhile
   * makes the server refuse it, listed with the desk's refused changes.
   */
  async function openOffline(at: number): Promise<RollCall> {
    const state = await cachedOrNull(paths.rollCallState());
    const openId: unknown = state?.get('openId');
    if (typeof openId === 'string' && openId !== '') {
      const open = await cachedOrNull(doc(paths.rollCalls(), openId));
      if (!open?.exists()) throw new NetworkError(OFFLINE_UNKNOWN_OPEN_ROLL_CALL);
      const rollCall = toRollCall(open.id, open.data());
      if (rollCall.finishedAt === null) return rollCall;
    }
    const onSite = await getDocsFromCache(query(paths.visits(), where('checkedOut', '==', false)));
    const batch = writeBatch(db);
    const rollCall = writeStart(batch, at, peopleOf(onSite));
    const ref = doc(paths.rollCalls(), rollCall.id);
    await queued.commit(
      batch,
      `A roll call of ${countOf(rollCall.people.length, PEOPLE)} started on this desk`,
      ref,
      'created',
    );
    return rollCall;
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

  /** An open roll call finished at `at`, with its entry, and the state released (one commit). */
  function writeFinish(writes: CommitWrites, stored: DocumentSnapshot, at: number) {
    if (!stored.exists()) throw new BackendError('not-found', NOT_FOUND);
    const rollCall = toRollCall(stored.id, stored.data());
    if (rollCall.finishedAt !== null) return { rollCall, wrote: false };
    const entry = auditEntry(paths, { action: 'rollCall.finish', target: rollCall.id });
    writes.set(entry.ref, entry.data);
    writes.update(stored.ref, { finishedAt: at, auditId: entry.id });
    writes.set(paths.rollCallState(), { openId: '' });
    return { rollCall: { ...rollCall, finishedAt: at }, wrote: true };
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
      const field: Taken = { field: ['people', visitId, 'safeAt'], is: safeAt === null ? 'null' : 'set' };
      if (person)
        await queued.commit(batch, `${person.visitorName} marked ${mark} in the roll call`, ref, field);
      return;
    }
    await transact(db, async (transaction) => {
      writeMark(transaction, meterDocument(await transaction.get(ref)), visitId, safeAt);
    });
  }

  return {
    async start(at) {
      if (isOffline()) return openOffline(at);
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
      if (isOffline()) {
        // During a cut: the roll call this desk's screen shows, finished at once.
        const stored = await cachedOrNull(ref);
        if (!stored) throw new NetworkError(OFFLINE_UNKNOWN_ROLL_CALL);
        const batch = writeBatch(db);
        const finished = writeFinish(batch, stored, at);
        if (finished.wrote)
          await queued.commit(batch, 'The roll call finished on this desk', ref, {
            field: ['finishedAt'],
            is: 'set',
          });
        return finished.rollCall;
      }
      return transact(
        db,
        async (transaction) =>
          writeFinish(transaction, meterDocument(await transaction.get(ref)), at).rollCall,
      );
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
