import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env';

const firebaseEnv = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-frontdesk',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('configuration', () => {
  it('runs on the local backend with the outbox when nothing is set', () => {
    expect(readConfig({})).toMatchObject({ backend: 'local', mailTransport: 'outbox', firebase: null });
  });

  it('chooses firebase when its API key is set, with emulators on request', () => {
    const config = readConfig({ ...firebaseEnv, VITE_FIREBASE_EMULATORS: 'true' });
    expect(config.backend).toBe('firebase');
    expect(config.firebase).toMatchObject({
      projectId: 'demo-frontdesk',
      useEmulators: true,
      firestoreEmulatorPort: 8080,
    });
  });

  it('names the missing or wrong variable', () => {
    expect(() => readConfig({ VITE_BACKEND: 'firebase' })).toThrow(ConfigError);
    expect(() => readConfig({ VITE_BACKEND: 'firebase' })).toThrow(/VITE_FIREBASE_API_KEY/);
    expect(() => readConfig({ VITE_BACKEND: 'mysql' })).toThrow(
      /VITE_BACKEND must be one of local, firebase/,
    );
    expect(() => readConfig({ VITE_MAIL_TRANSPORT: 'http' })).toThrow(/VITE_MAIL_HTTP_ENDPOINT/);
    expect(() => readConfig({ VITE_MAIL_TRANSPORT: 'firestore' })).toThrow(/VITE_BACKEND=firebase/);
  });

  it('reads the HTTP mail provider settings', () => {
    const config = readConfig({
      VITE_MAIL_TRANSPORT: 'http',
      VITE_MAIL_HTTP_ENDPOINT: 'http://127.0.0.1:9/send',
      VITE_MAIL_HTTP_API_KEY: 'k',
      VITE_MAIL_FROM: 'desk@example.com',
    });
    expect(config.httpMail).toEqual({
      endpoint: 'http://127.0.0.1:9/send',
      apiKey: 'k',
      from: 'desk@example.com',
      fromName: 'Frontdesk',
    });
  });
});
