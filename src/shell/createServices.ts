import type { Backend } from '../backend/port/backend';
import type { AppConfig } from '../config/env';
import type { Mailer } from '../app/services';
import { readStoredToken, storeToken, tokenSubject } from '../lib/sessionToken';
import { once, type Services } from '../app/services';

/** The one place the adapter is chosen. Each loads only when first needed, in its own chunk. */
async function createBackend(config: AppConfig): Promise<Backend> {
  if (config.backend === 'firebase' && config.firebase) {
    const { createFirebaseBackend } = await import('../backend/firebase/createFirebaseBackend');
    return createFirebaseBackend(config.firebase, { mailTransport: config.mailTransport });
  }
  const { createLocalBackend } = await import('../backend/local/createLocalBackend');
  return createLocalBackend({ mailTransport: config.mailTransport });
}

/** Mail code (templates, axios) loads with the first check-in, not with the landing page. */
async function createConfiguredMailer(config: AppConfig, backend: Backend): Promise<Mailer> {
  const [{ createMailer }, transports] = await Promise.all([
    import('../shared/mail/mailer'),
    import('../shared/mail/transports'),
  ]);
  let transport = transports.outboxTransport;
  if (config.mailTransport === 'http' && config.httpMail)
    transport = transports.httpTransport(config.httpMail);
  if (config.mailTransport === 'firestore') transport = transports.triggerEmailTransport;
  return createMailer(backend, transport);
}

/**
 * @param onSessionLost called when the backend no longer stands behind the stored token: it does not
 *   restore it (signed by another install, revoked, its account gone), or signs out while the app runs
 *   (another tab, a failed refresh).
 */
export function createServices(config: AppConfig, onSessionLost: () => void): Services {
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
    if (storedToken && !(await created.auth.restore(storedToken))) onSessionLost();
    return created;
  });
  const mailer = once(async () => createConfiguredMailer(config, await backend()));
  // The visitor's phone only: its loader stays out of the landing page's download.
  const arrivals = once(async () => (await import('./createArrivals')).createArrivals(config));
  return { backend, mailer, arrivals, now: Date.now };
}
