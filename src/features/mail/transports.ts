import axios from 'axios';
import type { Backend, MailMessage } from '../../backend/types';
import type { HttpMailSettings } from '../../config/env';
import type { Transport } from './mailer';

/** Local default: the message is kept in the outbox only, for the operator to read on /outbox. */
export const outboxTransport: Transport = {
  name: 'outbox',
  deliver: () =>
    Promise.resolve({ status: 'stored', detail: 'Kept in the outbox; not sent over the network' }),
};

/**
 * SPEC §7: the third-party provider's send endpoint, called with query parameters. The key is
 * visible to anyone with the browser's developer tools; see the README.
 */
export function httpTransport(settings: HttpMailSettings): Transport {
  return {
    name: 'http',
    async deliver(message: MailMessage) {
      const response = await axios.post<unknown>(settings.endpoint, null, {
        params: {
          from: settings.from,
          fromName: settings.fromName,
          apikey: settings.apiKey,
          subject: message.subject,
          to: message.to,
          bodyHtml: message.bodyHtml,
          bodyText: message.bodyText,
        },
        timeout: 15_000,
      });
      return {
        status: 'sent',
        detail: `HTTP ${response.status} ${JSON.stringify(response.data).slice(0, 200)}`,
      };
    },
  };
}

/** Firebase: a document for the Trigger Email extension, so no provider key lives in the browser. */
export function firestoreTransport(backend: Backend): Transport {
  return {
    name: 'firestore',
    async deliver(message: MailMessage) {
      if (!backend.mailQueue) throw new Error('The firestore mail transport needs the firebase backend');
      const id = await backend.mailQueue.enqueue(message);
      return { status: 'queued', detail: `Queued as mail document ${id}` };
    },
  };
}
