import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInAnonymously,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  increment,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import type { FirebaseSettings } from '../../config/env';
import { BackendError, PermissionError, QueueFullError, StaleCodeError } from '../errors';
import { NOT_CHECKED_IN, type ArrivalPort } from '../port/contactless';
import { requireOfferedByCode } from '../arrivalChecks';
import {
  ARRIVAL_CODES,
  arrivalDocument,
  arrivalsPath,
  queuePath,
  toPublicSite,
  toStatus,
} from './arrivalDocuments';
import { numeric } from './fields';
import { toBackendError } from './firebaseErrors';

/**
 * The visitor's phone on Firebase: an anonymous account, Firestore Lite (no realtime channel: the phone
 * polls its arrival), nothing of the desk's bundle. It reads one code document by id and its own arrival.
 */
export function createFirebaseArrivals(
  app: FirebaseApp,
  settings: FirebaseSettings,
  now: () => number = Date.now,
): ArrivalPort {
  // Not getAuth: it bundles sign-in by popup and redirect, which an anonymous phone never uses. The
  // account is kept in localStorage, so a reload follows the same arrival.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  const db = getFirestore(app);
  if (settings.useEmulators) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
    connectFirestoreEmulator(db, settings.firestoreEmulatorHost, settings.firestoreEmulatorPort);
  }

  async function phoneId(account: Auth): Promise<string> {
    return (account.currentUser ?? (await signInAnonymously(account)).user).uid;
  }

  async function currentSite(company: string, code: string) {
    await phoneId(auth);
    const snapshot = await getDoc(doc(db, ARRIVAL_CODES, code));
    const data = snapshot.data();
    if (!data || data.company !== company || numeric(data, 'expiresAt') <= now()) throw new StaleCodeError();
    return toPublicSite(data);
  }

  const typed = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toBackendError(error);
    }
  };

  return {
    openCode: (company, code) => typed(() => currentSite(company, code)),

    arrive: (company, code, input) =>
      typed(async () => {
        const site = await currentSite(company, code);
        // The rules take only a host and a type of the code's lists.
        requireOfferedByCode(site, input);
        const id = await phoneId(auth);
        const mine = doc(db, arrivalsPath(company), id);
        const existing = await getDoc(mine).catch(() => null);
        // A repeated submit while the first still waits is the same arrival.
        if (existing?.data()?.state === 'waiting') return id;
        const batch = writeBatch(db);
        batch.set(mine, arrivalDocument(input, code, now()));
        batch.set(doc(db, queuePath(company)), { count: increment(1) }, { merge: true });
        try {
          await batch.commit();
        } catch (error) {
          // The code was current a moment ago and offers the host: what the rules refused is a full queue
          // (or the phone's clock off by more than ARRIVAL_CLOCK, which the phone cannot tell from it).
          if (toBackendError(error) instanceof PermissionError) throw new QueueFullError();
          throw error;
        }
        return id;
      }),

    arrivalStatus: (company, arrivalId) =>
      typed(async () => {
        const snapshot = await getDoc(doc(db, arrivalsPath(company), arrivalId));
        const data = snapshot.data();
        if (!data) throw new BackendError('not-found', 'No such arrival');
        return toStatus(data);
      }),

    requestCheckout: (company, arrivalId) =>
      typed(async () => {
        const mine = doc(db, arrivalsPath(company), arrivalId);
        const data = (await getDoc(mine)).data();
        if (!data) throw new BackendError('not-found', 'No such arrival');
        const { state } = toStatus(data);
        if (state === 'leaving') return;
        if (state !== 'checked-in') throw new BackendError('invalid-input', NOT_CHECKED_IN);
        await updateDoc(mine, { state: 'leaving' });
      }),
  };
}
