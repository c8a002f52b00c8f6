import { Dexie } from 'dexie';
import { BackendError, QueueFullError, StaleCodeError } from '../errors';
import { requireOfferedByCode } from '../arrivalChecks';
import {
  isArrivalTime,
  MAX_WAITING_ARRIVALS,
  PHONE_CLOCK_WRONG,
  type Arrival,
  type ArrivalPort,
  type ArrivalStatus,
  type ContactlessPort,
  NOT_CHECKED_IN,
  visitIdOf,
} from '../port/contactless';
import { newRandomCode } from '../../lib/randomCode';
import { CODE_RETENTION_MS } from '../arrivalCode';
import type { ArrivalRow, FrontdeskDb } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireTenant, withoutStorageFields } from './tenant';

const toArrival = (row: ArrivalRow): Arrival => withoutStorageFields(row, ['tenant', 'waiting']);

const waitingOf = (db: FrontdeskDb, tenant: string) =>
  db.arrivals.where('[tenant+waiting+at]').between([tenant, 1, Dexie.minKey], [tenant, 1, Dexie.maxKey]);

/** The desk's side of contactless check-in, in this browser's IndexedDB. */
export function createLocalContactless(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  now: () => number,
): ContactlessPort {
  /** Moves an arrival from `from` to the status `to` gives it; one in any other state stays as it is. */
  async function settled(id: string, from: ArrivalStatus['state'], to: (row: ArrivalRow) => ArrivalStatus) {
    const tenant = requireTenant(session);
    await db.transaction('rw', db.arrivals, async () => {
      const row = await db.arrivals.get(id);
      if (row?.tenant !== tenant) throw new BackendError('not-found', 'No such arrival');
      if (row.status.state !== from) return;
      await db.arrivals.put({ ...row, status: to(row), waiting: 0 });
    });
  }

  return {
    async publish(site) {
      const tenant = requireTenant(session);
      const code = newRandomCode();
      await db.transaction('rw', db.arrivalCodes, async () => {
        await db.arrivalCodes
          .where('tenant')
          .equals(tenant)
          .filter((row) => row.expiresAt < now() - CODE_RETENTION_MS)
          .delete();
        await db.arrivalCodes.add({ code, tenant, expiresAt: site.expiresAt, site });
      });
      return { code, expiresAt: site.expiresAt };
    },

    watchArrivals(listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(async () => (await waitingOf(db, tenant).toArray()).map(toArrival), listener, onError);
    },

    async arrival(id) {
      const row = await db.arrivals.get(id);
      if (row?.tenant !== requireTenant(session)) throw new BackendError('not-found', 'No such arrival');
      return toArrival(row);
    },

    markCheckedIn: (id, visitID) => settled(id, 'waiting', () => ({ state: 'checked-in', visitID })),
    decline: (id) => settled(id, 'waiting', () => ({ state: 'declined' })),
    markCheckedOut: (id) =>
      settled(id, 'leaving', (row) => ({ state: 'checked-out', visitID: visitIdOf(row.status) })),
  };
}

/**
 * The visitor's side in local mode: the kiosk on the desk's own device (a phone cannot reach this
 * browser's IndexedDB). No session: the code alone admits an arrival, as on Firebase, for a host the code
 * offers, stamped by the phone's clock (`now`) within ARRIVAL_CLOCK of the database's (`storeNow`; on the
 * kiosk the same clock).
 */
export function createLocalArrivals(
  db: FrontdeskDb,
  now: () => number,
  storeNow: () => number = Date.now,
): ArrivalPort {
  async function currentCode(company: string, code: string) {
    const row = await db.arrivalCodes.get(code);
    if (row?.tenant !== company || row.expiresAt <= now()) throw new StaleCodeError();
    return row;
  }

  return {
    async openCode(company, code) {
      return (await currentCode(company, code)).site;
    },

    async arrive(company, code, input) {
      const id = crypto.randomUUID();
      await db.transaction('rw', [db.arrivalCodes, db.arrivals], async () => {
        const { site } = await currentCode(company, code);
        requireOfferedByCode(site, input);
        const at = now();
        if (!isArrivalTime(at, storeNow())) throw new BackendError('invalid-input', PHONE_CLOCK_WRONG);
        if ((await waitingOf(db, company).count()) >= MAX_WAITING_ARRIVALS) throw new QueueFullError();
        await db.arrivals.add({
          ...input,
          id,
          at,
          status: { state: 'waiting' },
          tenant: company,
          waiting: 1,
        });
      });
      return id;
    },

    async arrivalStatus(company, arrivalId) {
      const row = await db.arrivals.get(arrivalId);
      if (row?.tenant !== company) throw new BackendError('not-found', 'No such arrival');
      return row.status;
    },

    async requestCheckout(company, arrivalId) {
      await db.transaction('rw', db.arrivals, async () => {
        const row = await db.arrivals.get(arrivalId);
        if (row?.tenant !== company) throw new BackendError('not-found', 'No such arrival');
        if (row.status.state === 'leaving') return;
        if (row.status.state !== 'checked-in') throw new BackendError('invalid-input', NOT_CHECKED_IN);
        await db.arrivals.put({
          ...row,
          status: { state: 'leaving', visitID: row.status.visitID },
          waiting: 1,
        });
      });
    },
  };
}
