import type { Auth as FirebaseAuth } from 'firebase/auth';
import { doc, getDoc, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { BackendError, NotSignedInError, OnSiteError } from '../errors';
import type { PrivacyPort } from '../port/privacy';
import { eraseFound, gatherPersonalData } from './firebaseErasure';
import { createRetention } from './firebaseRetention';
import { RUN_LOOKUPS } from './privacyRecords';
import { createPrivacyRuns, toLogEntry } from './privacyRuns';
import type { TenantPaths } from './tenantPaths';

/**
 * The privacy port on Firestore: a person's data exported or erased (firebaseErasure.ts), retention
 * (firebaseRetention.ts), each a run logged in privacyLog as started before its first write and as finished
 * after its last (privacyRuns.ts), which a desk can resume from its cursor.
 */
export function createFirebasePrivacy(db: Firestore, auth: FirebaseAuth, paths: TenantPaths): PrivacyPort {
  const account = () => {
    const email = auth.currentUser?.email;
    if (!email) throw new NotSignedInError();
    return email;
  };
  const runs = createPrivacyRuns(db, paths, account, RUN_LOOKUPS.log);
  const { privacyLog, begin, reopen } = runs;
  const retention = createRetention(db, paths, runs);

  /** What an erasure goes through; none while the person is on site. */
  async function gatherToErase(email: string) {
    const found = await gatherPersonalData(db, paths, email);
    if (found.data.visits.some((visit) => !visit.checkedOut)) throw new OnSiteError();
    return found;
  }

  return {
    async exportFor(email) {
      return (await gatherPersonalData(db, paths, email)).data;
    },

    /**
     * Its writes go in order, in batches that each stand alone, each with an entry naming the run's log
     * entry, written first as started; each kind's count is logged once its writes are in.
     */
    async erase(email, at, onProgress) {
      const found = await gatherToErase(email);
      return eraseFound(runs, paths, await begin('erasure', email, at), found, onProgress);
    },

    async applyRetention(cutoff, at, onProgress) {
      return retention.retain(await begin('retention', cutoff, at), cutoff, onProgress);
    },

    async resume(entryId) {
      const logRef = doc(privacyLog(), entryId);
      const stored = await getDoc(logRef);
      if (!stored.exists()) throw new BackendError('not-found', 'No such run in the log.');
      const entry = toLogEntry(stored.id, stored.data());
      if (entry.status === 'finished') return entry;
      const cursor: unknown = stored.data().cursor;
      const state = reopen(logRef, entry);
      if (entry.kind === 'retention' && typeof cursor === 'number') return retention.retain(state, cursor);
      if (entry.kind === 'erasure' && typeof cursor === 'string') {
        return eraseFound(runs, paths, state, await gatherToErase(cursor));
      }
      throw new BackendError('invalid-input', `The run ${entryId} does not say where to go on from.`);
    },

    async unfinished() {
      const started = await getDocs(query(privacyLog(), where('status', '==', 'started')));
      return started.docs.map((each) => toLogEntry(each.id, each.data())).sort((a, b) => a.at - b.at);
    },

    retentionPreview: (cutoff) => retention.preview(cutoff),

    async log(count) {
      const snapshot = await getDocs(query(privacyLog(), orderBy('at', 'desc'), limit(count)));
      return snapshot.docs.map((each) => toLogEntry(each.id, each.data()));
    },
  };
}
