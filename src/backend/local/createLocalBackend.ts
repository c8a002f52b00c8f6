import { guardedBackend } from '../guardedBackend';
import type { Backend } from '../port/backend';
import { openFrontdeskDb } from './db';
import { outboxTransport } from '../mailDelivery';
import type { MailTransport } from '../port/mail';
import { createLocalAgreements } from './localAgreements';
import { createLocalAuth, type LocalSessionHolder } from './localAuth';
import { createLocalContactless } from './localContactless';
import { createLocalDirectory } from './localDirectory';
import { createLocalInvites } from './localInvites';
import { createLocalMail } from './localMail';
import { createLocalPrivacy } from './localPrivacy';
import { createLocalRollCalls } from './localRollCalls';
import { createLocalSettings } from './localSettings';
import { createLocalSync } from './localSync';
import { createLocalAudit, withLocalAudit } from './localAudit';
import { createLocalJoin, createLocalTeam, localRoleOf } from './localTeam';
import { createLocalVisitors } from './localVisitors';
import { createLocalVisits } from './localVisits';
import { createLocalWatchlist } from './localWatchlist';

export interface LocalBackendOptions {
  /** IndexedDB database name; tests give each backend its own. */
  dbName?: string;
  now?: () => number;
  /** How mail leaves, named in each mail's record: by default it is kept in the outbox only. */
  mail?: MailTransport;
  /**
   * PBKDF2 rounds a new password is stretched with (PBKDF2_ITERATIONS by default). The test suites, which
   * register hundreds of companies, use fewer: each hash stores its own rounds, so sign-in is the same.
   */
  passwordIterations?: number;
}

/**
 * The embedded backend: company accounts and their members, visitors, visits, settings, the directory and
 * mail in this browser's IndexedDB. Every call is checked against the signed-in person's role as stored
 * now (guardedBackend.ts): the same refusals Firestore's rules make.
 */
export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const db = openFrontdeskDb(options.dbName);
  const session: LocalSessionHolder = { current: null };
  const now = options.now ?? Date.now;
  const audited = withLocalAudit(
    {
      auth: createLocalAuth(db, session, now, options.passwordIterations),
      // Local mail stays in this browser's outbox: no sender to verify.
      verification: null,
      visitors: createLocalVisitors(db, session),
      visits: createLocalVisits(db, session),
      mail: createLocalMail(db, session, options.mail ?? outboxTransport, now),
      settings: createLocalSettings(db, session),
      directory: createLocalDirectory(db, session),
      contactless: createLocalContactless(db, session, now),
      invites: createLocalInvites(db, session, now),
      rollCalls: createLocalRollCalls(db, session),
      watchlist: createLocalWatchlist(db, session, now),
      privacy: createLocalPrivacy(db, session),
      agreements: createLocalAgreements(db, session, now),
      team: createLocalTeam(db, session, now),
      join: createLocalJoin(db, now, options.passwordIterations),
      sync: createLocalSync(),
      audit: createLocalAudit(db, session, now),
    },
    db,
    session,
    now,
  );
  return guardedBackend(audited, localRoleOf(db, session));
}
