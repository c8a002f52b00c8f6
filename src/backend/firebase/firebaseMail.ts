import {
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { BackendError, PermissionError } from '../errors';
import { checkRetry, deliverQueued, type DeliveryOutcome } from '../mailDelivery';
import type { MailPort, MailRecord, MailRequest, MailTransport } from '../port/mail';
import { reportTo } from './firebaseErrors';
import { transact } from './transact';
import { readSite } from './firebaseSettings';
import {
  MAIL_ALREADY_SENT,
  mailQueuedPath,
  outboxRecord,
  triggerDocument,
  triggerRecord,
} from './mailDocuments';
import type { TenantPaths } from './tenantPaths';

/** Mail documents one company may create per day (UTC), each bound to a slot; the rules hold the same. */
export const DAILY_MAIL_QUOTA = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

class SlotTaken extends Error {}

/**
 * When a mail document expires: the retention period after it was queued, for a TTL policy on the
 * `expireAt` field (README); none when the company keeps data until erased.
 */
async function expiryOf(paths: TenantPaths, at: number): Promise<{ expireAt?: Timestamp }> {
  const { retentionDays } = await readSite(paths);
  return retentionDays === null ? {} : { expireAt: Timestamp.fromMillis(at + retentionDays * DAY_MS) };
}

/**
 * Mail for the Firebase "Trigger Email" extension: one document per visit and kind in `mail`, naming a
 * template (never HTML), each bound to its own create-only quota slot of the day and written with its
 * marker (mailQueued), so that it is queued once, ever. The extension writes `delivery` as it sends; a
 * failed one is retried by setting `delivery.state` to RETRY.
 */
export function createTriggerEmailMail(db: Firestore, paths: TenantPaths, now: () => number): MailPort {
  const mailRef = (id: string) => doc(paths.triggerMail(), `${paths.companyId()}_${id}`);
  const queuedRef = (mailId: string) => doc(db, mailQueuedPath(paths.companyId()), mailId);
  const records = (snapshot: QuerySnapshot) => snapshot.docs.map((each) => triggerRecord(each.data()));
  const ofTenant = () => where('tenant', '==', paths.companyId());
  const newest = (count: number) =>
    query(paths.triggerMail(), ofTenant(), orderBy('createdAt', 'desc'), limit(count));
  const ofVisits = (visitIds: string[]) =>
    query(paths.triggerMail(), ofTenant(), where('visitId', 'in', visitIds));

  async function recorded(id: string): Promise<MailRecord | null> {
    const snapshot = await getDoc(mailRef(id));
    return snapshot.exists() ? triggerRecord(snapshot.data()) : null;
  }

  return {
    /**
     * No read of the mail before its transaction (which reads it anyway): a mail is almost always new,
     * and a read of its own is a round trip more for each of a check-in's two mails on every desk. The
     * transaction's three reads go together, one round trip.
     */
    async send(request) {
      const id = `${request.visitId}_${request.kind}`;
      const at = now();
      const day = Math.floor(at / DAY_MS);
      const [expiry, used] = await Promise.all([
        expiryOf(paths, at),
        getCountFromServer(query(paths.mailQuota(), where('day', '==', day))),
      ]);
      for (let slot = used.data().count; slot < DAILY_MAIL_QUOTA; slot++) {
        const slotRef = doc(paths.mailQuota(), `${day}_${slot}`);
        try {
          return await transact(db, async (transaction) => {
            const ref = mailRef(id);
            const queued = queuedRef(ref.id);
            const [existing, queuedBefore, slotTaken] = await Promise.all([
              transaction.get(ref),
              transaction.get(queued),
              transaction.get(slotRef),
            ]);
            if (existing.exists()) return triggerRecord(existing.data());
            // Queued before, and deleted since: never sent again.
            if (queuedBefore.exists()) throw new BackendError('duplicate', MAIL_ALREADY_SENT);
            if (slotTaken.exists()) throw new SlotTaken();
            const document = { ...triggerDocument(paths.companyId(), request, { day, slot }, at), ...expiry };
            transaction.set(ref, document);
            transaction.set(slotRef, { mail: ref.id, day, slot });
            transaction.set(queued, { at: serverTimestamp() });
            return triggerRecord(document);
          });
        } catch (error) {
          if (error instanceof BackendError) throw error;
          // Another desk took this slot first: its commit makes ours fail the rules, not retry. Next slot.
          if (!(error instanceof SlotTaken) && !(await getDoc(slotRef)).exists()) throw error;
        }
      }
      // Recorded before the day's slots ran out: it is there, not refused.
      const already = await recorded(id);
      if (already) return already;
      throw new PermissionError(
        `The daily limit of ${DAILY_MAIL_QUOTA} emails is reached; try again tomorrow.`,
      );
    },

    async retry(id) {
      const record = await recorded(id);
      if (!record) throw new BackendError('not-found', `No mail ${id}`);
      checkRetry(record);
      await updateDoc(mailRef(id), { 'delivery.state': 'RETRY' });
      return { ...record, status: 'queued' };
    },

    recent: async (count) => records(await getDocs(newest(count))),
    watchRecent: (count, listener, onError) =>
      onSnapshot(newest(count), (snapshot) => listener(records(snapshot)), reportTo(onError)),
    forVisits: async (visitIds) => (visitIds.length ? records(await getDocs(ofVisits(visitIds))) : []),
    watchForVisits(visitIds, listener, onError) {
      if (!visitIds.length) {
        listener([]);
        return () => undefined;
      }
      return onSnapshot(ofVisits(visitIds), (snapshot) => listener(records(snapshot)), reportTo(onError));
    },
  };
}

/**
 * Mail the browser delivers itself through its transport (HTTP) or keeps (outbox), recorded in the
 * company's own `outbox`: by template, never HTML.
 */
export function createOutboxMail(
  db: Firestore,
  paths: TenantPaths,
  transport: MailTransport,
  now: () => number,
): MailPort {
  const records = (snapshot: QuerySnapshot) =>
    snapshot.docs.map((each) => outboxRecord(each.id, each.data()));
  const newest = (count: number): Query => query(paths.outbox(), orderBy('at', 'desc'), limit(count));
  const ofVisits = (visitIds: string[]): Query => query(paths.outbox(), where('visitId', 'in', visitIds));

  async function change(id: string, update: (record: MailRecord) => Partial<MailRecord>) {
    const ref = doc(paths.outbox(), id);
    return transact(db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists()) throw new BackendError('not-found', `No mail ${id}`);
      const record = outboxRecord(id, snapshot.data());
      const changes = update(record);
      transaction.update(ref, changes);
      return { ...record, ...changes };
    });
  }

  const recordOutcome = (id: string, outcome: DeliveryOutcome) =>
    change(id, (record) => ({ ...outcome, attempts: record.attempts + 1 }));

  /** The mail of this request as recorded: the one already there, or a new one, queued. */
  async function recordOnce(id: string, request: MailRequest): Promise<MailRecord> {
    const ref = doc(paths.outbox(), id);
    const existing = await getDoc(ref);
    if (existing.exists()) return outboxRecord(id, existing.data());
    const record: MailRecord = {
      ...request,
      id,
      at: now(),
      transport: transport.name,
      status: 'queued',
      detail: '',
      attempts: 0,
    };
    const { id: _id, ...fields } = record;
    await setDoc(ref, { ...fields, ...(await expiryOf(paths, record.at)) });
    return record;
  }

  return {
    async send(request) {
      const record = await recordOnce(`${request.visitId}_${request.kind}`, request);
      return deliverQueued(transport, record, recordOutcome);
    },

    async retry(id) {
      const queued = await change(id, (record) => {
        checkRetry(record);
        return { status: 'queued', detail: '' };
      });
      return deliverQueued(transport, queued, recordOutcome);
    },

    recent: async (count) => records(await getDocs(newest(count))),
    watchRecent: (count, listener, onError) =>
      onSnapshot(newest(count), (snapshot) => listener(records(snapshot)), reportTo(onError)),
    forVisits: async (visitIds) => (visitIds.length ? records(await getDocs(ofVisits(visitIds))) : []),
    watchForVisits(visitIds, listener, onError) {
      if (!visitIds.length) {
        listener([]);
        return () => undefined;
      }
      return onSnapshot(ofVisits(visitIds), (snapshot) => listener(records(snapshot)), reportTo(onError));
    },
  };
}
