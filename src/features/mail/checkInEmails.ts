import type { MailMessage } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { escapeHtml } from '../../lib/escapeHtml';
import type { Mailer } from './mailer';

export const VISITOR_EMAIL_SUBJECT = 'Visit ID for your latest Visit';
export const hostEmailSubject = (visitorName: string) => `${visitorName} is here to meet you..!!`;

function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString('en-US');
}

/** SPEC §7 (1): the visitor gets their visit ID, which they need to check out. */
export function visitorEmail(visit: Visit): MailMessage {
  const when = formatTime(visit.checkin_timestamp);
  return {
    to: visit.visitorEmail,
    subject: VISITOR_EMAIL_SUBJECT,
    bodyHtml:
      `<p>Hello ${escapeHtml(visit.visitorName)},</p>` +
      `<p>Welcome to ${escapeHtml(visit.companyName)}. Your visit ID is <strong>${visit.visitID}</strong>.</p>` +
      `<p>You checked in at ${escapeHtml(when)} to meet ${escapeHtml(visit.whomToMeet)}. ` +
      `Please keep this ID: you will need it to check out.</p>`,
    bodyText:
      `Hello ${visit.visitorName},\n\nWelcome to ${visit.companyName}. Your visit ID is ${visit.visitID}.\n` +
      `You checked in at ${when} to meet ${visit.whomToMeet}. Please keep this ID: you will need it to check out.`,
  };
}

/** SPEC §7 (2): the host learns who is waiting at the front desk. */
export function hostEmail(visit: Visit): MailMessage {
  const when = formatTime(visit.checkin_timestamp);
  return {
    to: visit.whomToMeetEmail,
    subject: hostEmailSubject(visit.visitorName),
    bodyHtml:
      `<p>Hello ${escapeHtml(visit.whomToMeet)},</p>` +
      `<p><strong>${escapeHtml(visit.visitorName)}</strong> is at the front desk for a ` +
      `${escapeHtml(visit.visitType)} (checked in at ${escapeHtml(when)}).</p>` +
      `<p>Email: ${escapeHtml(visit.visitorEmail)}<br>Mobile: ${escapeHtml(visit.visitorMobile)}</p>`,
    bodyText:
      `Hello ${visit.whomToMeet},\n\n${visit.visitorName} is at the front desk for a ${visit.visitType} ` +
      `(checked in at ${when}).\nEmail: ${visit.visitorEmail}\nMobile: ${visit.visitorMobile}`,
  };
}

export function sendCheckInEmails(mailer: Mailer, visit: Visit): Promise<unknown> {
  return Promise.all([mailer.send(visitorEmail(visit)), mailer.send(hostEmail(visit))]);
}
