import type { DocumentData } from 'firebase/firestore';
import type {
  MailKind,
  MailRecord,
  MailStatus,
  MailTemplateRef,
  MailTransportName,
  TemplateName,
} from '../port/mail';
import { numeric, oneOf, text, type StoredData } from './fields';

/**
 * That a Trigger Email document was queued: companies/{tenant}/mailQueued/{its id} = { at }, written with
 * it and never deleted, so that a mail deleted since (an erasure, the retention period, its time to live)
 * is never queued and sent again (the rules require it absent before the mail, present after).
 */
export const mailQueuedPath = (tenant: string) => `companies/${tenant}/mailQueued`;

/** Why a mail is not queued: it was, and its document has been deleted since. */
export const MAIL_ALREADY_SENT =
  'This email was sent before and its record has been deleted since (an erasure or the retention period): it is not sent again.';

const KINDS: readonly MailKind[] = ['visitor', 'host', 'invitation', 'alert', 'team'];
const TEMPLATES: readonly TemplateName[] = ['visitId', 'hostArrival', 'invitation', 'watchlistAlert'];
const STATUSES: readonly MailStatus[] = ['stored', 'queued', 'sent', 'failed'];
const TRANSPORTS: readonly MailTransportName[] = ['outbox', 'http', 'firestore'];

function templateOf(data: StoredData): MailTemplateRef {
  const template = (data.template ?? {}) as StoredData;
  const values = (template.data ?? {}) as StoredData;
  return {
    name: oneOf(template, 'name', TEMPLATES, 'visitId'),
    data: Object.fromEntries(Object.keys(values).map((key) => [key, text(values, key)])),
  };
}

/** A record in the tenant's outbox (mail the browser delivers, or keeps). */
export function outboxRecord(id: string, data: StoredData): MailRecord {
  return {
    id,
    visitId: text(data, 'visitId'),
    kind: oneOf(data, 'kind', KINDS, 'visitor'),
    to: text(data, 'to'),
    template: templateOf(data),
    at: numeric(data, 'at'),
    transport: oneOf(data, 'transport', TRANSPORTS, 'outbox'),
    status: oneOf(data, 'status', STATUSES, 'failed'),
    detail: text(data, 'detail'),
    attempts: numeric(data, 'attempts') || 0,
  };
}

/** The Trigger Email extension's `delivery.state` as our status: it writes delivery as it works. */
function triggerStatus(delivery: StoredData): MailStatus {
  const state = text(delivery, 'state');
  if (state === 'SUCCESS') return 'sent';
  if (state === 'ERROR') return 'failed';
  return 'queued';
}

/** A Trigger Email document as a record; its id is `${tenant}_${visitId}_${kind}`. */
export function triggerRecord(data: StoredData): MailRecord {
  const delivery = (data.delivery ?? {}) as StoredData;
  const visitId = text(data, 'visitId');
  const kind = oneOf(data, 'kind', KINDS, 'visitor');
  return {
    id: `${visitId}_${kind}`,
    visitId,
    kind,
    to: text(data, 'to'),
    template: templateOf(data),
    at: numeric(data, 'createdAt'),
    transport: 'firestore',
    status: triggerStatus(delivery),
    detail: text(delivery, 'error') || text(delivery, 'info'),
    attempts: numeric(delivery, 'attempts') || 0,
  };
}

/** Only what the rules allow: a template by name, its data, and who and what it is for. */
export function triggerDocument(
  tenant: string,
  record: Pick<MailRecord, 'visitId' | 'kind' | 'to' | 'template'>,
  quota: { day: number; slot: number },
  at: number,
): DocumentData {
  return {
    to: record.to,
    template: { name: record.template.name, data: record.template.data },
    tenant,
    visitId: record.visitId,
    kind: record.kind,
    quotaDay: quota.day,
    quotaSlot: quota.slot,
    createdAt: at,
  };
}
