import { BackendError } from '../errors';
import type { PrivacyPort } from '../port/privacy';
import type { FrontdeskDb } from './db';
import type { LocalSessionHolder } from './localAuth';
import { eraseNow, gatherPersonalData } from './localErasure';
import { before, logEntryOf } from './localPrivacyRecords';
import { createLocalRetention } from './localRetention';
import { requireTenant } from './tenant';

/**
 * The privacy port on IndexedDB: a person's data exported or erased in one transaction (localErasure.ts),
 * and retention in resumable steps (localRetention.ts), each run in the tenant's privacy log.
 */
export function createLocalPrivacy(db: FrontdeskDb, session: LocalSessionHolder): PrivacyPort {
  const retention = createLocalRetention(db, session);

  return {
    async exportFor(email) {
      return (await gatherPersonalData(db, requireTenant(session), email)).data;
    },

    /**
     * One transaction over every table: the person is erased whole, with the run's log entry, or not at all
     * (a tab closed halfway leaves them as they were); and no check-in of theirs slips in between the
     * on-site check and the erasure.
     */
    erase(email, at, onProgress) {
      return db.transaction('rw', db.tables, () => eraseNow(db, session, email, at, onProgress));
    },

    async applyRetention(cutoff, at, onProgress) {
      return retention.retain(await retention.start(requireTenant(session), cutoff, at), onProgress);
    },

    async resume(entryId) {
      const row = await db.privacyLog.get(entryId);
      if (!row || row.tenant !== requireTenant(session))
        throw new BackendError('not-found', 'No such run in the log.');
      // An erasure here is one transaction: never logged before it is finished.
      return row.status === 'started' ? retention.retain(row) : logEntryOf(row);
    },

    async unfinished() {
      const tenant = requireTenant(session);
      const rows = await before(db.privacyLog, '[tenant+at]', tenant, Infinity)
        .filter((row) => row.status === 'started')
        .toArray();
      return rows.map(logEntryOf);
    },

    retentionPreview: (cutoff) => retention.preview(cutoff),

    async log(count) {
      const tenant = requireTenant(session);
      const rows = await before(db.privacyLog, '[tenant+at]', tenant, Infinity)
        .reverse()
        .limit(count)
        .toArray();
      return rows.map(logEntryOf);
    },
  };
}
