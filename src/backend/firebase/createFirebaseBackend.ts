import type { FirebaseSettings } from '../../config/env';
import type { Backend } from '../types';
import { openFirebase } from './firebaseApp';
import { createFirebaseAuth } from './firebaseAuth';
import { createFirebaseOutbox, createMailQueue } from './firebaseOutbox';
import { createFirebaseVisitors } from './firebaseVisitors';
import { createFirebaseVisits } from './firebaseVisits';
import { tenantPaths } from './tenantPaths';

export interface FirebaseBackendOptions {
  /** The collection the Trigger Email extension watches. */
  mailCollection?: string;
  /** Separate apps keep separate sign-ins (tests run several companies at once). */
  appName?: string;
}

/** Firebase Auth + Cloud Firestore behind the backend port; loaded only in firebase mode. */
export function createFirebaseBackend(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): Backend {
  const { auth, db } = openFirebase(settings, options.appName);
  const paths = tenantPaths(db, auth);
  return {
    kind: 'firebase',
    auth: createFirebaseAuth(auth, db),
    visitors: createFirebaseVisitors(db, paths),
    visits: createFirebaseVisits(db, paths),
    outbox: createFirebaseOutbox(paths),
    mailQueue: createMailQueue(db, paths, options.mailCollection ?? 'mail'),
  };
}
