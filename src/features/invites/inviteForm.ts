import { SINGLE_EMAIL } from '../../lib/email';
import { t } from '../../lib/operatorText';
import { MOBILE_NUMBER } from '../../lib/mobile';
import { siteDayOf, siteInstant } from '../../lib/siteDays';

/** The invitation form as typed at the desk; the date and time are the site's. */
export interface InviteFields {
  visitorName: string;
  visitorEmail: string;
  visitorMobile: string;
  /** The visitor type's id: the host can choose it ahead, the visitor answers its questions on arrival. */
  visitTypeId: string;
  /** The language of the visitor's emails (a visitor language's code; 'en' for the spec's English). */
  visitorLanguage: string;
  date: string;
  time: string;
}

/** When the invited visitor is expected, or why the form cannot go yet. */
export type InviteCheck = { problem: string } | { expectedAt: number };

export function checkInvite(fields: InviteFields, timeZone: string, now: number): InviteCheck {
  if (!fields.visitorName.trim()) return { problem: t('Please enter the visitor’s name.') };
  if (!SINGLE_EMAIL.test(fields.visitorEmail.trim())) {
    return { problem: t('Please enter the visitor’s email address, such as name@example.com.') };
  }
  if (!MOBILE_NUMBER.test(fields.visitorMobile.trim())) {
    return { problem: t('Please enter the visitor’s mobile number.') };
  }
  const expectedAt = siteInstant(fields.date, fields.time, timeZone);
  if (Number.isNaN(expectedAt)) return { problem: t('Please choose the date and time of the visit.') };
  // The invitation is for the whole day: today at an hour already past is fine, an earlier day is not.
  if (siteDayOf(expectedAt, timeZone).end <= now)
    return { problem: t('Please choose a date that has not passed.') };
  return { expectedAt };
}
