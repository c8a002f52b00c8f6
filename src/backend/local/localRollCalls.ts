import { Dexie } from 'dexie';
import { BackendError } from '../errors';
import type { RollCall, RollCallsPort } from '../port/rollCalls';
import { byVisitorName, rollCallPersonOf } from '../rollCallPeople';
import type { FrontdeskDb, RollCallRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireTenant, toVisit, withoutStorageFields } from './tenant';

const toRollCall = (row: RollCallRow): RollCall => withoutStorageFields(row, ['tenant']);

export function createLocalRollCalls(db: FrontdeskDb, session: LocalSessionHolder): RollCallsPort {
  /** Newest first by start. Only the newest can be open: a start while one is open returns that one. */
  function newest(tenant: string) {
    return db.rollCalls
      .where('[tenant+startedAt]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .reverse();
  }

  async function ownRow(tenant: string, id: string) {
    const row = await db.rollCalls.get(id);
    return row?.tenant === tenant ? row : null;
  }

  async function requireOwnRow(tenant: string, id: string) {
    const row = await ownRow(tenant, id);
    if (!row) throw new BackendError('not-found', 'No such roll call.');
    return row;
  }

  /**
   * One person of an open roll call marked safe at `safeAt`, or unaccounted for again (null). Marking
   * someone safe again keeps the first time.
   */
  function setSafeAt(tenant: string, id: string, visitId: string, safeAt: number | null) {
    return db.transaction('rw', db.rollCalls, async () => {
      const row = await requireOwnRow(tenant, id);
      if (row.finishedAt !== null) throw new BackendError('invalid-input', 'This roll call is finished.');
      const person = row.people.find((each) => each.visitId === visitId);
      if (!person) throw new BackendError('not-found', 'This person was not on site at the roll call.');
      if ((person.safeAt === null) === (safeAt === null)) return;
      await db.rollCalls.put({
        ...row,
        people: row.people.map((each) => (each === person ? { ...each, safeAt } : each)),
      });
    });
  }

  return {
    start(at) {
      const tenant = requireTenant(session);
      return db.transaction('rw', db.rollCalls, db.visits, async () => {
        const latest = await newest(tenant).first();
        if (latest && latest.finishedAt === null) return toRollCall(latest);
        const onSite = await db.visits
          .where('[tenant+open+checkin_timestamp]')
          .between([tenant, 1, Dexie.minKey], [tenant, 1, Dexie.maxKey])
          .toArray();
        const row: RollCallRow = {
          id: crypto.randomUUID(),
          tenant,
          startedAt: at,
          finishedAt: null,
          people: byVisitorName(onSite.map((visit) => rollCallPersonOf(toVisit(visit)))),
        };
        await db.rollCalls.add(row);
        return toRollCall(row);
      });
    },

    async current() {
      const latest = await newest(requireTenant(session)).first();
      return latest && latest.finishedAt === null ? toRollCall(latest) : null;
    },

    async rollCall(id) {
      const row = await ownRow(requireTenant(session), id);
      return row && toRollCall(row);
    },

    watch(id, listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(async () => toRollCall(await requireOwnRow(tenant, id)), listener, onError);
    },

    markSafe(id, visitId, at) {
      return setSafeAt(requireTenant(session), id, visitId, at);
    },

    unmarkSafe(id, visitId) {
      return setSafeAt(requireTenant(session), id, visitId, null);
    },

    finish(id, at) {
      const tenant = requireTenant(session);
      return db.transaction('rw', db.rollCalls, async () => {
        const row = await requireOwnRow(tenant, id);
        if (row.finishedAt !== null) return toRollCall(row);
        const finished = { ...row, finishedAt: at };
        await db.rollCalls.put(finished);
        return toRollCall(finished);
      });
    },

    async history(count) {
      const rows = await newest(requireTenant(session))
        .filter((row) => row.finishedAt !== null)
        .limit(count)
        .toArray();
      return rows.map(toRollCall);
    },
  };
}
