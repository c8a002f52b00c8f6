import { Dexie } from 'dexie';
import type { NewOutboxEntry, OutboxEntry, OutboxPort } from '../port/mail';
import type { FrontdeskDb, OutboxRow } from './db';
import { liveRead } from './liveRead';
import type { LocalSessionHolder } from './localAuth';
import { requireTenant, withoutStorageFields } from './tenant';

const toEntry = (row: OutboxRow): OutboxEntry => withoutStorageFields(row, ['tenant']);

export function createLocalOutbox(db: FrontdeskDb, session: LocalSessionHolder): OutboxPort {
  async function newest(tenant: string, limit: number): Promise<OutboxEntry[]> {
    const rows = await db.outbox
      .where('[tenant+at]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .reverse()
      .limit(limit)
      .toArray();
    return rows.map(toEntry);
  }

  return {
    async record(entry: NewOutboxEntry) {
      const row: OutboxRow = { ...entry, id: crypto.randomUUID(), tenant: requireTenant(session) };
      await db.outbox.add(row);
      return toEntry(row);
    },

    list: (limit) => newest(requireTenant(session), limit),

    watch(limit, listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => newest(tenant, limit), listener, onError);
    },
  };
}
