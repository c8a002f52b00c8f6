import axios from 'axios';
import type { MailRequest, MailTransport } from '../../backend/port/mail';
import type { HttpMailSettings } from '../../config/env';
import { render } from './templates';

/** Local default: the message is kept in the outbox only, for the operator to read on /outbox. */
export { outboxTransport } from '../../backend/mailDelivery';

/**
 * The spec's third-party provider: its send endpoint, called with query parameters. Bare axios, not the
 * app's API client: the session token never goes to a third party. The key is visible to anyone with
 * the browser's developer tools; see the README. The QR of a pass cannot be attached here, so the mail
 * is rendered without it.
 */
export function httpTransport(settings: HttpMailSettings): MailTransport {
  return {
    name: 'http',
    async deliver(request: MailRequest) {
      const mail = render(request.template, request.to, { attachments: false });
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
