import axios from 'axios';
import type { MailTransport, RenderedMail } from '../../backend/port/mail';
import type { HttpMailSettings } from '../../config/env';

/** Local default: the message is kept in the outbox only, for the operator to read on /outbox. */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  deliver: () =>
    Promise.resolve({ status: 'stored', detail: 'Kept in the outbox; not sent over the network' }),
};

/** Firebase's Trigger Email extension sends the documents the backend wrote; nothing to do here. */
export const triggerEmailTransport: MailTransport = {
  name: 'firestore',
  deliver: () => Promise.resolve(null),
};

/**
 * SPEC §7: the third-party provider's send endpoint, called with query parameters. Bare axios, not the
 * app's API client: the session token never goes to a third party. The key is visible to anyone with
 * the browser's developer tools; see the README.
 */
export function httpTransport(settings: HttpMailSettings): MailTransport {
  return {
    name: 'http',
    async deliver(mail: RenderedMail) {
      const response = await axios.post<unknown>(settings.endpoint, null, {
        params: {
          from: settings.from,
          fromName: settings.fromName,
          apikey: settings.apiKey,
          subject: mail.subject,
          to: mail.to,
          bodyHtml: mail.html,
          bodyText: mail.text,
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
