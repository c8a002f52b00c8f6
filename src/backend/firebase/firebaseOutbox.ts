import {
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { NewOutboxEntry, OutboxEntry, OutboxPort } from '../port/mail';
import { reportTo } from './firebaseErrors';
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

const toEntries = (snapshot: QuerySnapshot) => snapshot.docs.map((entry) => toEntry(entry.id, entry.data()));

export function createFirebaseOutbox(paths: TenantPaths): OutboxPort {
  const newest = (count: number) => query(paths.outbox(), orderBy('at', 'desc'), limit(count));
  return {
    async record(entry: NewOutboxEntry) {
      const ref = doc(paths.outbox());
      await setDoc(ref, entry);
      return { ...entry, id: ref.id };
    },
    async list(count: number) {
      return toEntries(await getDocs(newest(count)));
    },
    watch(count, listener, onError) {
      return onSnapshot(newest(count), (snapshot) => listener(toEntries(snapshot)), reportTo(onError));
    },
  };
}
