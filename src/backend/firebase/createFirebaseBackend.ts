import type { FirebaseSettings } from '../../config/env';
import type { Backend } from '../port/backend';
import { openFirebase } from './firebaseApp';
import { createFirebaseAuth } from './firebaseAuth';
import { withTypedErrors } from './firebaseErrors';
import { createFirebaseOutbox } from './firebaseOutbox';
import { createFirebaseVisitors } from './firebaseVisitors';
import { createFirebaseVisits } from './firebaseVisits';
import { tenantPaths } from './tenantPaths';

export interface FirebaseBackendOptions {
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
    auth: withTypedErrors(createFirebaseAuth(auth, db)),
    visitors: withTypedErrors(createFirebaseVisitors(db, paths)),
    visits: withTypedErrors(createFirebaseVisits(db, paths)),
    outbox: withTypedErrors(createFirebaseOutbox(paths)),
  };
}
