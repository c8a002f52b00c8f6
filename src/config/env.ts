/**
 * Start-up configuration from Vite env (see .env.example). Bad values fail here, with a message that
 * names the variable, rather than as a blank page later.
 */

/** How mail leaves: kept in the outbox, posted to an HTTP provider, or written for Trigger Email. */
export type MailTransportName = 'outbox' | 'http' | 'firestore';

export type BackendKind = 'local' | 'firebase';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  useEmulators: boolean;
  authEmulatorUrl: string;
  firestoreEmulatorHost: string;
  firestoreEmulatorPort: number;
}

export interface HttpMailSettings {
  endpoint: string;
  apiKey: string;
  from: string;
  fromName: string;
}

export interface AppConfig {
  backend: BackendKind;
  firebase: FirebaseSettings | null;
  mailTransport: MailTransportName;
  httpMail: HttpMailSettings | null;
  apiBaseUrl: string;
}

export type Env = Record<string, string | boolean | undefined>;

export class ConfigError extends Error {}

function text(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

function required(env: Env, name: string, why: string): string {
  const value = text(env, name);
  if (!value) throw new ConfigError(`${name} must be set ${why}.`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name) || fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (it is "${value}").`);
  }
  return value as T;
}

function readFirebase(env: Env): FirebaseSettings {
  const why = 'when VITE_BACKEND is firebase';
  return {
    apiKey: required(env, 'VITE_FIREBASE_API_KEY', why),
    authDomain: required(env, 'VITE_FIREBASE_AUTH_DOMAIN', why),
    projectId: required(env, 'VITE_FIREBASE_PROJECT_ID', why),
    appId: required(env, 'VITE_FIREBASE_APP_ID', why),
    useEmulators: text(env, 'VITE_FIREBASE_EMULATORS') === 'true',
    authEmulatorUrl: text(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL') || 'http://127.0.0.1:9099',
    firestoreEmulatorHost: text(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST') || '127.0.0.1',
    firestoreEmulatorPort: Number(text(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_PORT') || '8080'),
  };
}

function readHttpMail(env: Env): HttpMailSettings {
  const why = 'when VITE_MAIL_TRANSPORT is http';
  return {
    endpoint: required(env, 'VITE_MAIL_HTTP_ENDPOINT', why),
    apiKey: required(env, 'VITE_MAIL_HTTP_API_KEY', why),
    from: required(env, 'VITE_MAIL_FROM', why),
    fromName: text(env, 'VITE_MAIL_FROM_NAME') || 'Frontdesk',
  };
}

export function readConfig(env: Env): AppConfig {
  const backend = oneOf(
    env,
    'VITE_BACKEND',
    ['local', 'firebase'],
    text(env, 'VITE_FIREBASE_API_KEY') ? 'firebase' : 'local',
  );
  const mailTransport = oneOf(env, 'VITE_MAIL_TRANSPORT', ['outbox', 'http', 'firestore'], 'outbox');
  if (mailTransport === 'firestore' && backend !== 'firebase') {
    throw new ConfigError('VITE_MAIL_TRANSPORT=firestore needs VITE_BACKEND=firebase.');
  }
  return {
    backend,
    firebase: backend === 'firebase' ? readFirebase(env) : null,
    mailTransport,
    httpMail: mailTransport === 'http' ? readHttpMail(env) : null,
    apiBaseUrl: text(env, 'VITE_API_BASE_URL') || '/api',
  };
}
