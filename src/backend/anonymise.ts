import { normalizeEmail } from '../lib/email';
import type { Visit } from './port/visits';

/** The fields of a visit that identify its visitor, as an anonymised visit holds them. */
export const ANONYMOUS_VISITOR = {
  visitorName: '',
  visitorEmail: '',
  visitorMobile: '',
  imageUrl: '',
} as const satisfies Partial<Visit>;

/**
 * The visit without its visitor: type, company, host and times stay, so that counts and charts stay
 * right. Both adapters anonymise through this one function.
 */
export function anonymisedVisit(visit: Visit, at: number): Visit {
  return {
    ...visit,
    ...ANONYMOUS_VISITOR,
    anonymisedAt: visit.anonymisedAt ?? at,
    // Which version was accepted, and when, stay: the signature and the signed name go.
    ...(visit.agreement && { agreement: { ...visit.agreement, signedName: '', signature: '' } }),
    // The visitor's answers are about them (their employer, their errand): none stay.
    ...(visit.answers && { answers: {} }),
  };
}

/** The spellings of an email a record may hold it in: as asked, as normalised, and as the register kept it. */
export function emailSpellings(...emails: string[]): string[] {
  return [
    ...new Set(emails.flatMap((email) => [email, email.trim(), normalizeEmail(email)]).filter(Boolean)),
  ];
}
