import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { forgetChangesOnDevice } from '../../lib/changesOnDevice';
import type { FirebaseSettings } from '../../config/env';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

/** Where Firestore keeps what it has read and what waits to be sent (lib/trustedDesk.ts). */
export interface DeviceCache {
  /**
   * A trusted desk: in IndexedDB, shared by its tabs, kept across reloads and logouts. Otherwise in
   * memory only: nothing of the company stays in the browser once the page is closed.
   */
  keepOnDevice?: boolean;
  /** Trust was withdrawn: empty the cache an earlier load kept, before anything reads it. */
  forgetDevice?: boolean;
}

/** Initialises one Firebase app per name, once, and points it at the emulators when asked. */
export function openFirebase(
  settings: FirebaseSettings,
  appName = '[DEFAULT]',
  { keepOnDevice = false, forgetDevice = false }: DeviceCache = {},
): FirebaseHandles {
  const existing = getApps().find((app) => app.name === appName);
  if (existing) return { app: existing, auth: getAuth(existing), db: getFirestore(existing) };
  const app = initializeApp(
    {
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
      appId: settings.appId,
    },
    appName,
  );
  const auth = getAuth(app);
  const db = initializeFirestore(app, {
    localCache: keepOnDevice
      ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
      : memoryLocalCache(),
  });
  if (forgetDevice && !keepOnDevice) {
    // The changes that cache still held for the server go with it.
    forgetChangesOnDevice(() => true);
    clearIndexedDbPersistence(db).catch((error: unknown) =>
      console.error('Could not empty the cache this desk kept while trusted', error),
    );
  }
  if (settings.useEmulators) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
    connectFirestoreEmulator(db, settings.firestoreEmulatorHost, settings.firestoreEmulatorPort);
  }
  return { app, auth, db };
}
