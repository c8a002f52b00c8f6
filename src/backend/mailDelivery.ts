import { BackendError } from './errors';
import type { MailRecord, MailStatus, MailTransport } from './port/mail';

export const MAX_MAIL_ATTEMPTS = 3;

/** The default transport: the mail is kept in the outbox only, for the operator to read on /outbox. */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  deliver: () =>
    Promise.resolve({ status: 'stored', detail: 'Kept in the outbox; not sent over the network' }),
};

export type DeliveryOutcome = { status: MailStatus; detail: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the records keep of a transport's word: one line of at most 500 characters. */
const asLine = (text: string) =>
  Array.from(text, (char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .slice(0, 500);

/**
 * Delivers a recorded mail that is still queued through the browser's transport, and records the
 * outcome with `record` (one more attempt); a failure is recorded, not thrown. Any other mail is
 * returned as it is.
 */
export async function deliverQueued(
  transport: MailTransport,
  mail: MailRecord,
  record: (id: string, outcome: DeliveryOutcome) => Promise<MailRecord>,
): Promise<MailRecord> {
  if (mail.status !== 'queued') return mail;
  const { visitId, kind, to, template } = mail;
  let outcome: DeliveryOutcome;
  try {
    const { status, detail } = await transport.deliver({ visitId, kind, to, template });
    outcome = { status, detail: asLine(detail) };
  } catch (error) {
    outcome = { status: 'failed', detail: asLine(reason(error)) };
  }
  return record(mail.id, outcome);
}

/** Refuses to send again a mail that did not fail, or failed its last attempt. */
export function checkRetry(mail: MailRecord): void {
  if (mail.status !== 'failed') throw new BackendError('invalid-input', 'Only a failed mail is sent again');
  if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
    throw new BackendError('invalid-input', `Tried ${MAX_MAIL_ATTEMPTS} times already`);
  }
}
