import type { Backend } from '../../backend/port/backend';
import type { MailMessage, MailTransport, NewOutboxEntry, OutboxEntry } from '../../backend/port/mail';

export interface Mailer {
  /** Delivers and records the result in the outbox; never throws. */
  send(message: MailMessage): Promise<OutboxEntry | null>;
}

export function createMailer(
  backend: Backend,
  transport: MailTransport,
  now: () => number = Date.now,
): Mailer {
  async function record(entry: NewOutboxEntry): Promise<OutboxEntry | null> {
    try {
      return await backend.outbox.record(entry);
    } catch (error) {
      console.error('Could not record a sent email', error);
      return null;
    }
  }

  return {
    async send(message) {
      const base = { ...message, at: now(), transport: transport.name };
      try {
        return await record({ ...base, ...(await transport.deliver(message)) });
      } catch (error) {
        console.error(`Email to ${message.to} failed`, error);
        return record({
          ...base,
          status: 'failed',
          detail: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}
