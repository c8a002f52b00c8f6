import type { ArrivalPort } from '../backend/port/contactless';
import type { AppConfig } from '../config/env';

/**
 * The phone's side: on Firebase an app of its own (its anonymous account never touches the desk's
 * session) on Firestore Lite; locally, this browser's database (the kiosk).
 */
export async function createArrivals(config: AppConfig): Promise<ArrivalPort> {
  if (config.backend === 'firebase' && config.firebase) {
    const [{ initializeApp, getApps }, { createFirebaseArrivals }] = await Promise.all([
      import('firebase/app'),
      import('../backend/firebase/firebaseArrivals'),
    ]);
    const { apiKey, authDomain, projectId, appId } = config.firebase;
    const app =
      getApps().find((each) => each.name === 'arrival') ??
      initializeApp({ apiKey, authDomain, projectId, appId }, 'arrival');
    return createFirebaseArrivals(app, config.firebase);
  }
  const [{ openFrontdeskDb }, { createLocalArrivals }] = await Promise.all([
    import('../backend/local/db'),
    import('../backend/local/localContactless'),
  ]);
  return createLocalArrivals(openFrontdeskDb(), Date.now);
}
