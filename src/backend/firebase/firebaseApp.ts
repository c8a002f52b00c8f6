import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { FirebaseSettings } from '../../config/env';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

/** Initialises one Firebase app per name, once, and points it at the emulators when asked. */
export function openFirebase(settings: FirebaseSettings, appName = '[DEFAULT]'): FirebaseHandles {
  const existing = getApps().find((app) => app.name === appName);
  const app =
    existing ??
    initializeApp(
      {
        apiKey: settings.apiKey,
        authDomain: settings.authDomain,
        projectId: settings.projectId,
        appId: settings.appId,
      },
      appName,
    );
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (!existing && settings.useEmulators) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
    connectFirestoreEmulator(db, settings.firestoreEmulatorHost, settings.firestoreEmulatorPort);
  }
  return { app, auth, db };
}
