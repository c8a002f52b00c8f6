import { addDoc, collection } from 'firebase/firestore';
import type { FirebaseSettings } from '../../config/env';
import type { MailMessage, MailTransport } from '../port/mail';
import { openFirebase } from './firebaseApp';
import { tenantPaths } from './tenantPaths';

/** Mail as documents for the Firebase "Trigger Email" extension, so no provider key lives in the browser. */
export function triggerEmailTransport(
  settings: FirebaseSettings,
  collectionName: string,
  appName?: string,
): MailTransport {
  const { auth, db } = openFirebase(settings, appName);
  const paths = tenantPaths(db, auth);
  return {
    name: 'firestore',
    async deliver(message: MailMessage) {
      const ref = await addDoc(collection(db, collectionName), {
        to: message.to,
        message: { subject: message.subject, html: message.bodyHtml, text: message.bodyText },
        tenant: paths.uid(),
        createdAt: Date.now(),
      });
      return { status: 'queued', detail: `Queued as mail document ${ref.id}` };
    },
  };
}
