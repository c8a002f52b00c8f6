import { Dexie } from 'dexie';
import { BackendError } from '../errors';
import { checkRetry, deliverQueued, type DeliveryOutcome } from '../mailDelivery';
import type { MailPort, MailRecord, MailTransport } from '../port/mail';
import type { FrontdeskDb, MailRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireTenant, withoutStorageFields } from './tenant';

const toRecord = (row: MailRow): MailRecord => withoutStorageFields(row, ['tenant']);

/**
 * Mail recorded in this browser, one record per visit and kind, for the outbox screen and the dashboard,
 * and delivered through the transport (none for the outbox transport, a POST for the HTTP one).
 */
export function createLocalMail(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  transport: MailTransport,
  now: () => number,
): MailPort {
  async function recent(tenant: string, limit: number) {
    const rows = await db.mail
      .where('[tenant+at]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .reverse()
      .limit(limit)
      .toArray();
    return rows.map(toRecord);
  }

  async function forVisits(tenant: string, visitIds: string[]) {
    const rows = await db.mail
      .where('[tenant+visitId]')
      .anyOf(visitIds.map((visitId) => [tenant, visitId]))
      .toArray();
    return rows.map(toRecord);
  }

  async function change(tenant: string, id: string, update: (row: MailRow) => MailRow) {
    return db.transaction('rw', db.mail, async () => {
      const row = await db.mail.get([tenant, id]);
      if (!row) throw new BackendError('not-found', `No mail ${id}`);
      const changed = update(row);
      await db.mail.put(changed);
      return toRecord(changed);
    });
  }

  const recordOutcome = (tenant: string) => (id: string, outcome: DeliveryOutcome) =>
    change(tenant, id, (row) => ({ ...row, ...outcome, attempts: row.attempts + 1 }));

  return {
    async send(request) {
      const tenant = requireTenant(session);
      const id = `${request.visitId}_${request.kind}`;
      const recorded = await db.transaction('rw', db.mail, async () => {
        const existing = await db.mail.get([tenant, id]);
        if (existing) return toRecord(existing);
        const row: MailRow = {
          ...request,
          id,
          tenant,
          at: now(),
          transport: transport.name,
          status: 'queued',
          detail: '',
          attempts: 0,
        };
        await db.mail.add(row);
        return toRecord(row);
      });
      return deliverQueued(transport, recorded, recordOutcome(tenant));
    },

    async retry(id) {
      const tenant = requireTenant(session);
      const queued = await change(tenant, id, (row) => {
        checkRetry(toRecord(row));
        return { ...row, status: 'queued', detail: '' };
      });
      return deliverQueued(transport, queued, recordOutcome(tenant));
    },

    recent: (limit) => recent(requireTenant(session), limit),

    watchRecent(limit, listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => recent(tenant, limit), listener, onError);
    },

    forVisits: (visitIds) => forVisits(requireTenant(session), visitIds),

    watchForVisits(visitIds, listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => forVisits(tenant, visitIds), listener, onError);
    },
  };
}
