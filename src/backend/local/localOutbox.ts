import { Dexie } from 'dexie';
import type { NewOutboxEntry, OutboxEntry, OutboxPort } from '../types';
import type { FrontdeskDb, OutboxRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { requireTenant, withoutStorageFields } from './tenant';

const toEntry = (row: OutboxRow): OutboxEntry => withoutStorageFields(row, ['tenant']);

export function createLocalOutbox(db: FrontdeskDb, session: LocalSessionHolder): OutboxPort {
  return {
    async record(entry: NewOutboxEntry) {
      const row: OutboxRow = { ...entry, id: crypto.randomUUID(), tenant: requireTenant(session) };
      await db.outbox.add(row);
      return toEntry(row);
    },

    async list(limit: number) {
      const tenant = requireTenant(session);
      const rows = await db.outbox
        .where('[tenant+at]')
        .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
        .reverse()
        .limit(limit)
        .toArray();
      return rows.map(toEntry);
    },
  };
}
