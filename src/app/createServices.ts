import type { Backend } from '../backend/types';
import type { AppConfig } from '../config/env';
import type { Mailer, Transport } from '../features/mail/mailer';
import { readStoredToken, storeToken } from '../lib/sessionToken';
import { once, type Services } from './services';

/** The one place the adapter is chosen. Each loads only when first needed, in its own chunk. */
async function createBackend(config: AppConfig): Promise<Backend> {
  if (config.backend === 'firebase' && config.firebase) {
    const { createFirebaseBackend } = await import('../backend/firebase/createFirebaseBackend');
    return createFirebaseBackend(config.firebase, { mailCollection: config.mailCollection });
  }
  const { createLocalBackend } = await import('../backend/local/createLocalBackend');
  return createLocalBackend();
}

/** Mail code (and axios) loads with the first check-in, not with the landing page. */
async function createConfiguredMailer(config: AppConfig, backend: Backend): Promise<Mailer> {
  const [{ createMailer }, transports] = await Promise.all([
    import('../features/mail/mailer'),
    import('../features/mail/transports'),
  ]);
  let transport: Transport = transports.outboxTransport;
  if (config.mailTransport === 'http' && config.httpMail)
    transport = transports.httpTransport(config.httpMail);
  if (config.mailTransport === 'firestore') transport = transports.firestoreTransport(backend);
  return createMailer(backend, transport);
}

/**
 * @param onSessionLost called when the stored token no longer opens a session (signed by another
 *   install, or its account is gone), so the app can log out.
 */
export function createServices(config: AppConfig, onSessionLost: () => void): Services {
  const backend = once(async () => {
    const created = await createBackend(config);
    // Firebase refreshes its ID token hourly; the stored token follows it. Only a session the operator
    // opened is refreshed: registering a company signs it in briefly, and that must not log anyone in.
    created.auth.onTokenChange((token) => {
      if (token && readStoredToken()) storeToken(token);
    });
    const storedToken = readStoredToken();
    if (storedToken && !(await created.auth.restore(storedToken))) onSessionLost();
    return created;
  });
  const mailer = once(async () => createConfiguredMailer(config, await backend()));
  return { backend, mailer, now: Date.now };
}
