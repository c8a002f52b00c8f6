import type { Backend } from '../backend/types';
import type { AppConfig } from '../config/env';
import { createMailer, type Transport } from '../features/mail/mailer';
import { firestoreTransport, httpTransport, outboxTransport } from '../features/mail/transports';
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

function chooseTransport(config: AppConfig, backend: Backend): Transport {
  if (config.mailTransport === 'http' && config.httpMail) return httpTransport(config.httpMail);
  if (config.mailTransport === 'firestore') return firestoreTransport(backend);
  return outboxTransport;
}

/**
 * @param onSessionLost called when the stored token no longer opens a session (signed by another
 *   install, or its account is gone), so the app can log out.
 */
export function createServices(config: AppConfig, onSessionLost: () => void): Services {
  const backend = once(async () => {
    const created = await createBackend(config);
    // Firebase refreshes its ID token hourly; the stored token follows it.
    created.auth.onTokenChange((token) => {
      if (token) storeToken(token);
    });
    const storedToken = readStoredToken();
    if (storedToken && !(await created.auth.restore(storedToken))) onSessionLost();
    return created;
  });
  const mailer = once(async () => {
    const loaded = await backend();
    return createMailer(loaded, chooseTransport(config, loaded));
  });
  return { backend, mailer, now: Date.now };
}
