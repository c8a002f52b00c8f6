import {
  addDoc,
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import type { MailMessage, NewOutboxEntry, OutboxEntry, OutboxPort } from '../types';
import { numeric, oneOf, text, type StoredData } from './fields';
import type { TenantPaths } from './tenantPaths';

const STATUSES: readonly OutboxEntry['status'][] = ['stored', 'sent', 'queued', 'failed'];
const TRANSPORTS: readonly OutboxEntry['transport'][] = ['outbox', 'http', 'firestore'];

function toEntry(id: string, data: StoredData): OutboxEntry {
  return {
    id,
    to: text(data, 'to'),
    subject: text(data, 'subject'),
    bodyHtml: text(data, 'bodyHtml'),
    bodyText: text(data, 'bodyText'),
    at: numeric(data, 'at'),
    transport: oneOf(data, 'transport', TRANSPORTS, 'outbox'),
    status: oneOf(data, 'status', STATUSES, 'failed'),
    detail: text(data, 'detail'),
  };
}

export function createFirebaseOutbox(paths: TenantPaths): OutboxPort {
  return {
    async record(entry: NewOutboxEntry) {
      const ref = doc(paths.outbox());
      await setDoc(ref, entry);
      return { ...entry, id: ref.id };
    },
    async list(count: number) {
      const snapshot = await getDocs(query(paths.outbox(), orderBy('at', 'desc'), limit(count)));
      return snapshot.docs.map((entry) => toEntry(entry.id, entry.data()));
    },
  };
}

/** Documents in the shape the Firebase "Trigger Email" extension sends. */
export function createMailQueue(db: Firestore, paths: TenantPaths, collectionName: string) {
  return {
    async enqueue(message: MailMessage): Promise<string> {
      const ref = await addDoc(collection(db, collectionName), {
        to: message.to,
        message: { subject: message.subject, html: message.bodyHtml, text: message.bodyText },
        tenant: paths.uid(),
        createdAt: Date.now(),
      });
      return ref.id;
    },
  };
}
