import type { Backend } from '../port/backend';
import { openFrontdeskDb } from './db';
import { createLocalAuth, type LocalSessionHolder } from './localAuth';
import { createLocalOutbox } from './localOutbox';
import { createLocalVisitors } from './localVisitors';
import { createLocalVisits } from './localVisits';

export interface LocalBackendOptions {
  /** IndexedDB database name; tests give each backend its own. */
  dbName?: string;
  now?: () => number;
}

/** The embedded backend: company accounts, visitors, visits and the outbox in this browser's IndexedDB. */
export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const db = openFrontdeskDb(options.dbName);
  const session: LocalSessionHolder = { current: null };
  return {
    kind: 'local',
    auth: createLocalAuth(db, session, options.now),
    visitors: createLocalVisitors(db, session),
    visits: createLocalVisits(db, session),
    outbox: createLocalOutbox(db, session),
  };
}
