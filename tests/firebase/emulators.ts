import type { FirebaseSettings } from '../../src/config/env';

export const PROJECT_ID = 'demo-frontdesk';
export const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = FIRESTORE.split(':');

export const emulatorSettings: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  appId: 'demo-app',
  useEmulators: true,
  authEmulatorUrl: `http://${AUTH}`,
  firestoreEmulatorHost: firestoreHost,
  firestoreEmulatorPort: Number(firestorePort),
};

/** Empties both emulators, so a run starts from nothing. */
export async function clearEmulators(): Promise<void> {
  await fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}
