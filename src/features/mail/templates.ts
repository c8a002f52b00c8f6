import type { MailKind, MailTemplateRef, RenderedMail, TemplateName } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { escapeHtml } from '../../lib/escapeHtml';
import { formatVisitTime } from '../../lib/formatTime';
import TEMPLATES from './templates.json';

/**
 * One template set renders every mail (DESIGN.md §5): here for the outbox and the HTTP transport, and
 * by the Trigger Email extension from the `templates` collection (written from the same JSON by
 * `npm run mail:templates`). As in Handlebars, `{{x}}` is HTML-escaped and `{{{x}}}` is inserted as is:
 * HTML bodies use the first, subjects and text the second.
 */
export function render(template: MailTemplateRef, to: string): RenderedMail {
  const source = TEMPLATES[template.name];
  const fill = (text: string) =>
    text
      .replace(/\{\{\{(\w+)\}\}\}/g, (_, key: string) => template.data[key] ?? '')
      .replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(template.data[key] ?? ''));
  return { to, subject: fill(source.subject), html: fill(source.html), text: fill(source.text) };
}

const TEMPLATE_OF: Record<MailKind, TemplateName> = { visitor: 'visitId', host: 'hostArrival' };

/**
 * The template and data of a visit's mail: only the visit's own fields (the Firestore rules check that
 * each value is the visit's), and its check-in time at the site.
 */
export function visitMail(
  visit: Visit,
  kind: MailKind,
  timeZone: string,
): { to: string; template: MailTemplateRef } {
  const checkinTime = formatVisitTime(visit.checkin_timestamp, timeZone);
  if (kind === 'visitor') {
    return {
      to: visit.visitorEmail,
      template: {
        name: TEMPLATE_OF.visitor,
        data: {
          visitorName: visit.visitorName,
          companyName: visit.companyName,
          hostName: visit.whomToMeet,
          visitID: String(visit.visitID),
          checkinTime,
        },
      },
    };
  }
  return {
    to: visit.whomToMeetEmail,
    template: {
      name: TEMPLATE_OF.host,
      data: {
        hostName: visit.whomToMeet,
        visitorName: visit.visitorName,
        visitType: visit.visitType,
        visitorEmail: visit.visitorEmail,
        visitorMobile: visit.visitorMobile,
        checkinTime,
      },
    },
  };
}
