import type { Session } from '../backend/port/auth';
import type { Backend } from '../backend/port/backend';
import type { MailTransport } from '../backend/port/mail';
import type { AppConfig, HttpMailSettings } from '../config/env';
import { readStoredToken, storeToken, tokenSubject } from '../lib/sessionToken';
import { once, type Services } from '../app/services';
import { isTrustedDesk, takeForgetRequest } from '../lib/trustedDesk';

/** The HTTP transport, whose code (templates, axios) loads with the first mail it delivers. */
function lazyHttpTransport(settings: HttpMailSettings): MailTransport {
  const transport = once(async () => (await import('../shared/mail/transports')).httpTransport(settings));
  return { name: 'http', deliver: async (request) => (await transport()).deliver(request) };
}

/**
 * How mail leaves, from the configuration: Trigger Email (Firebase only), posted over HTTP, or, by
 * default (undefined), kept in the outbox.
 */
function mailOf(config: AppConfig): MailTransport | 'trigger-email' | undefined {
  if (config.mailTransport === 'firestore') return 'trigger-email';
  if (config.mailTransport === 'http' && config.httpMail) return lazyHttpTransport(config.httpMail);
  return undefined;
}

/** The one place the adapter is chosen. Each loads only when first needed, in its own chunk. */
async function createBackend(config: AppConfig): Promise<Backend> {
  const mail = mailOf(config);
  if (config.backend === 'firebase' && config.firebase) {
    const { createFirebaseBackend } = await import('../backend/firebase/createFirebaseBackend');
    return createFirebaseBackend(config.firebase, {
      mail,
      keepOnDevice: isTrustedDesk(),
      forgetDevice: takeForgetRequest(),
    });
  }
  const { createLocalBackend } = await import('../backend/local/createLocalBackend');
  // The configuration allows Trigger Email with the Firebase backend only.
  return createLocalBackend({ mail: mail === 'trigger-email' ? undefined : mail });
}

export interface SessionCallbacks {
  /**
   * The backend no longer stands behind the stored token: it does not restore it (signed by another
   * install, revoked, its account gone or deactivated), or signs out while the app runs (another tab, a
   * failed refresh).
   */
  onSessionLost: () => void;
  /** The backend restored the stored token's session: who its person is now. */
  onSessionRestored?: (session: Session) => void;
}

/** Whether the stored token is still this one's session (refreshed meanwhile, perhaps), not gone. */
function stillStored(token: string): boolean {
  const stored = readStoredToken();
  return stored !== null && tokenSubject(stored) === tokenSubject(token);
}

export function createServices(
  config: AppConfig,
  { onSessionLost, onSessionRestored }: SessionCallbacks,
): Services {
  const backend = once(async () => {
    const created = await createBackend(config);
    // Firebase refreshes its ID token hourly; the stored token follows it. Only a session the operator
    // opened is followed: registering a company signs it in briefly, and that must not log anyone in.
    // A token for another account (signed in from another tab) or none at all ends this session.
    created.auth.onTokenChange((token) => {
      const stored = readStoredToken();
      if (!stored) return;
      if (token && tokenSubject(token) === tokenSubject(stored)) storeToken(token);
      else onSessionLost();
    });
    const storedToken = readStoredToken();
    if (storedToken) {
      const restored = await created.auth.restore(storedToken);
      // Logged out while the restore was on its way (a click right after a reload, before the backend
      // answered): its answer is about a session that has ended, and must not sign the desk in again.
      if (!stillStored(storedToken)) return created;
      if (restored) onSessionRestored?.(restored);
      else onSessionLost();
    }
    return created;
  });
  // Mail code (the templates) loads with the first check-in, not with the landing page.
  const mailer = once(async () => {
    const [{ createMailer }, created] = await Promise.all([import('../shared/mail/mailer'), backend()]);
    return createMailer(created);
  });
  // The visitor's phone only: its loader stays out of the landing page's download.
  const arrivals = once(async () => (await import('./createArrivals')).createArrivals(config));
  return { backend, mailer, arrivals, now: Date.now };
}
