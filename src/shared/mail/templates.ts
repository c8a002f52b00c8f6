import type {
  MailSite,
  MailTemplateRef,
  RenderedMail,
  TemplateName,
  VisitMailKind,
} from '../../backend/port/mail';
import type { Invite } from '../../backend/port/invites';
import type { WatchlistHold } from '../../backend/port/watchlist';
import type { TeamInvite } from '../../backend/port/team';
import { ROLE_NAMES } from '../../backend/permissionTexts';
import type { Visit } from '../../backend/port/visits';
import { escapeHtml } from '../../lib/escapeHtml';
import { formatVisitTime } from '../../lib/formatTime';
import { mailLanguageOf } from '../../lib/visitorLanguages';
import { scannedCodeText } from '../../lib/passCode';
import { qrPngBase64 } from '../../lib/qrPng';
import TEMPLATES from './templates.json';

export type { MailSite } from '../../backend/port/mail';

/**
 * The template values a transport attaches instead of inserting (the pass's QR, a base64 PNG): Trigger
 * Email attaches them by the template's `attachments`; a browser transport cannot, and leaves them out.
 */
const ATTACHED_VALUES = ['qr'];

interface RenderOptions {
  /** Whether the transport attaches the attached values (the HTML then shows them by `cid:`). */
  attachments: boolean;
}

/**
 * One template set renders every mail (docs/decisions/mail.md): here for the outbox and the HTTP transport, and
 * by the Trigger Email extension from the `templates` collection (written from the same JSON by
 * `npm run mail:templates`). As in Handlebars, `{{x}}` is HTML-escaped and `{{{x}}}` is inserted as is:
 * HTML bodies use the first, subjects and text the second; `{{#if x}}…{{/if}}` shows its part when x
 * is not empty.
 */
export function render(
  template: MailTemplateRef,
  to: string,
  { attachments }: RenderOptions = { attachments: true },
): RenderedMail {
  const source = TEMPLATES[template.name];
  const value = (key: string) =>
    !attachments && ATTACHED_VALUES.includes(key) ? '' : (template.data[key] ?? '');
  const fill = (text: string) =>
    text
      .replace(/\{\{#if (\w+)\}\}(.*?)\{\{\/if\}\}/gs, (_, key: string, shown: string) =>
        value(key) ? shown : '',
      )
      .replace(/\{\{\{(\w+)\}\}\}/g, (_, key: string) => value(key))
      .replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(value(key)));
  return { to, subject: fill(source.subject), html: fill(source.html), text: fill(source.text) };
}

/** A visitor's mail in the language the visit or invitation names: English unless it names another. */
function inVisitorLanguage(base: 'visitId' | 'invitation', code: string | undefined): TemplateName {
  const language = mailLanguageOf(code);
  return language ? `${base}_${language}` : base;
}

/**
 * A time in a visitor's mail: the spec's en-US form in English; in another language that language's own
 * (beyond the spec, which knows only English), at the site.
 */
function visitorTime(epochMs: number, timeZone: string, code: string | undefined): string {
  const language = mailLanguageOf(code);
  if (!language) return formatVisitTime(epochMs, timeZone);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    epochMs,
  );
}

/**
 * The template and data of a visit's mail: only the visit's own fields (the Firestore rules check that
 * each value is the visit's), its check-in time at the site, and for the visitor the QR of the pass.
 */
export function visitMail(
  visit: Visit,
  kind: VisitMailKind,
  { timeZone, company }: MailSite,
): { to: string; template: MailTemplateRef } {
  const checkinTime = formatVisitTime(visit.checkin_timestamp, timeZone);
  if (kind === 'visitor') {
    return {
      to: visit.visitorEmail,
      template: {
        name: inVisitorLanguage('visitId', visit.visitorLanguage),
        data: {
          visitorName: visit.visitorName,
          companyName: visit.companyName,
          hostName: visit.whomToMeet,
          visitID: String(visit.visitID),
          checkinTime: visitorTime(visit.checkin_timestamp, timeZone, visit.visitorLanguage),
          qr: visit.passCode
            ? qrPngBase64(scannedCodeText({ kind: 'pass', company, code: visit.passCode }))
            : '',
        },
      },
    };
  }
  return {
    to: visit.whomToMeetEmail,
    template: {
      name: 'hostArrival',
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

/** When an invited visitor is expected, in words, at the site, in the visitor's language. */
const invitationTime = (expectedAt: number, timeZone: string, code: string | undefined) =>
  new Intl.DateTimeFormat(mailLanguageOf(code) ?? 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(expectedAt);

/** The invitation: the invitation's own values (the rules check each), and the QR of its code. */
export function invitationMail(
  invite: Invite,
  { timeZone, company }: MailSite,
): { to: string; template: MailTemplateRef } {
  return {
    to: invite.visitorEmail,
    template: {
      name: inVisitorLanguage('invitation', invite.visitorLanguage),
      data: {
        visitorName: invite.visitorName,
        companyName: invite.companyName,
        hostName: invite.whomToMeet,
        when: invitationTime(invite.expectedAt, timeZone, invite.visitorLanguage),
        qr: qrPngBase64(scannedCodeText({ kind: 'invite', company, code: invite.code })),
      },
    },
  };
}

/** A team invitation: who invites, to which company, with which role, and the link to join by. */
export function teamInviteMail(
  invite: TeamInvite,
  companyName: string,
  joinUrl: string,
  { timeZone }: MailSite,
): { to: string; template: MailTemplateRef } {
  return {
    to: invite.email,
    template: {
      name: 'teamInvite',
      data: {
        companyName,
        roleName: ROLE_NAMES[invite.role],
        invitedBy: invite.invitedBy,
        joinUrl,
        expiresOn: formatVisitTime(invite.expiresAt, timeZone),
      },
    },
  };
}

/** The watchlist's alert to the company's own account: who was held, why, and what the desk decided. */
export function watchlistAlertMail(
  hold: WatchlistHold,
  to: string,
  { timeZone }: MailSite,
): { to: string; template: MailTemplateRef } {
  return {
    to,
    template: {
      name: 'watchlistAlert',
      data: {
        visitorName: hold.visitorName,
        visitorEmail: hold.visitorEmail,
        reason: hold.reason,
        decision: hold.decision === 'admitted' ? 'admitted' : 'turned away',
        decidedBy: hold.decidedBy,
        note: hold.note,
        heldAt: formatVisitTime(hold.at, timeZone),
      },
    },
  };
}
