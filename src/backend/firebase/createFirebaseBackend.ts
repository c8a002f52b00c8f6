import { createFirebaseInvites } from './firebaseInvites';
import type { FirebaseSettings } from '../../config/env';
import { guardedBackend } from '../guardedBackend';
import type { Backend } from '../port/backend';
import { outboxTransport } from '../mailDelivery';
import type { MailTransport } from '../port/mail';
import { openFirebase, type DeviceCache } from './firebaseApp';
import { createFirebaseAgreements } from './firebaseAgreements';
import { createFirebaseAuth, createFirebaseVerification } from './firebaseAuth';
import { createFirebaseContactless } from './firebaseContactless';
import { withTypedErrors } from './firebaseErrors';
import { createFirebaseDirectory } from './firebaseDirectory';
import { createOutboxMail, createTriggerEmailMail } from './firebaseMail';
import { createFirebasePrivacy } from './firebasePrivacy';
import { createFirebaseRollCalls } from './firebaseRollCalls';
import { createFirebaseSettings } from './firebaseSettings';
import { createFirebaseSync } from './firebaseSync';
import { createFirebaseVisitors } from './firebaseVisitors';
import { createFirebaseVisits } from './firebaseVisits';
import { createFirebaseWatchlist } from './firebaseWatchlist';
import { createHeldVisitIds } from './heldVisitIds';
import { createQueuedCommits, type CutSupport } from './cutSupport';
import { createRefusedChanges } from './refusedChanges';
import { createFirebaseJoin } from './firebaseJoin';
import { createFirebaseTeam } from './firebaseTeam';
import { createFirebaseAudit } from './firebaseAudit';
import { tenantPaths, type FirebaseSessionHolder } from './tenantPaths';

export interface FirebaseBackendOptions extends DeviceCache {
  /** Separate apps keep separate sign-ins (tests run several companies at once). */
  appName?: string;
  /**
   * 'trigger-email': mail as Trigger Email documents, which the extension sends; otherwise the browser
   * delivers it through this transport (by default it is kept in the outbox only), and records it in the
   * company's outbox.
   */
  mail?: MailTransport | 'trigger-email';
  now?: () => number;
  /**
   * Whether the device knows it has no network, so a check-in goes straight to its offline path. By
   * default the browser's navigator.onLine; tests cut a desk's network by this and disableNetwork.
   */
  isOffline?: () => boolean;
}

/** Whether the browser says it has no network (Node, in tests, has no navigator.onLine). */
const browserOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Firebase Auth + Cloud Firestore behind the backend port; loaded only in firebase mode. The rules make
 * every refusal on the server; the same role check runs here first (guardedBackend.ts) so that a refused
 * call says why without a round trip.
 */
export function createFirebaseBackend(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): Backend {
  const { auth, db } = openFirebase(settings, options.appName, options);
  const session: FirebaseSessionHolder = { current: null };
  const paths = tenantPaths(db, auth, session);
  const now = options.now ?? Date.now;
  const transport = options.mail ?? outboxTransport;
  const isOffline = options.isOffline ?? browserOffline;
  const heldIds = createHeldVisitIds(db, paths, isOffline);
  const refused = createRefusedChanges();
  const queued = createQueuedCommits(paths.companyId, refused, now, options.keepOnDevice);
  const cut: CutSupport = { heldIds, queued, isOffline };
  const mail =
    transport === 'trigger-email'
      ? createTriggerEmailMail(db, paths, now)
      : createOutboxMail(db, paths, transport, now);
  const backend: Backend = {
    auth: withTypedErrors(createFirebaseAuth(auth, db, session)),
    verification: withTypedErrors(createFirebaseVerification(auth)),
    visitors: withTypedErrors(createFirebaseVisitors(db, paths, cut)),
    visits: withTypedErrors(createFirebaseVisits(db, paths, cut)),
    mail: withTypedErrors(mail),
    settings: withTypedErrors(createFirebaseSettings(paths)),
    directory: withTypedErrors(createFirebaseDirectory(db, paths)),
    contactless: withTypedErrors(createFirebaseContactless(db, paths, now)),
    invites: withTypedErrors(createFirebaseInvites(db, paths, now, cut)),
    rollCalls: withTypedErrors(createFirebaseRollCalls(db, paths, cut)),
    watchlist: withTypedErrors(createFirebaseWatchlist(db, auth, paths, now, isOffline)),
    privacy: withTypedErrors(createFirebasePrivacy(db, auth, paths)),
    agreements: withTypedErrors(createFirebaseAgreements(db, auth, paths, now)),
    team: withTypedErrors(createFirebaseTeam(db, paths, session)),
    join: withTypedErrors(createFirebaseJoin(auth, db)),
    audit: withTypedErrors(createFirebaseAudit(paths)),
    sync: withTypedErrors(
      createFirebaseSync(db, paths, { queued, heldIds, refused }, options.keepOnDevice ? 'cache' : 'nothing'),
    ),
  };
  return guardedBackend(backend, () => Promise.resolve().then(paths.role));
}
