import type { Unsubscribe } from './common';

export interface MailMessage {
  to: string;
  subject: string;
  bodyHtml: string;
  bodyText: string;
}

export type MailStatus = 'stored' | 'sent' | 'queued' | 'failed';
export type MailTransportName = 'outbox' | 'http' | 'firestore';

export interface OutboxEntry extends MailMessage {
  id: string;
  /** Epoch milliseconds. */
  at: number;
  transport: MailTransportName;
  status: MailStatus;
  detail: string;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'id'>;

/** One way of delivering a message; throws when it could not. */
export interface MailTransport {
  name: MailTransportName;
  deliver(message: MailMessage): Promise<{ status: MailStatus; detail: string }>;
}

export interface OutboxPort {
  record(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** Newest first. */
  list(limit: number): Promise<OutboxEntry[]>;
  watch(
    limit: number,
    listener: (entries: OutboxEntry[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}
