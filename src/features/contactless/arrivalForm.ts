import type { PublicSite } from '../../backend/port/contactless';
import { SINGLE_EMAIL } from '../../lib/email';
import { MOBILE_NUMBER } from '../../lib/mobile';

/** The arrival form as typed on the phone. */
export interface ArrivalFields {
  visitorName: string;
  visitorEmail: string;
  visitorMobile: string;
  /** The chosen visitor type's id. */
  visitTypeId: string;
  companyName: string;
  hostId: string;
  consent: boolean;
}

export const EMPTY_ARRIVAL: ArrivalFields = {
  visitorName: '',
  visitorEmail: '',
  visitorMobile: '',
  visitTypeId: '',
  companyName: '',
  hostId: '',
  consent: false,
};

export type ArrivalField = keyof ArrivalFields;
export type ArrivalProblems = Partial<Record<ArrivalField, string>>;

/** In the order the form shows them: the first problem is the first field to fix. */
export const ARRIVAL_FIELDS: readonly ArrivalField[] = [
  'visitorName',
  'visitorEmail',
  'visitorMobile',
  'visitTypeId',
  'companyName',
  'hostId',
  'consent',
];

/** What to fix before the form can go, field by field, in words; empty when it is complete. */
export function arrivalProblems(fields: ArrivalFields, site: PublicSite): ArrivalProblems {
  const problems: ArrivalProblems = {};
  if (!fields.visitorName.trim()) problems.visitorName = 'Please enter your name.';
  if (!SINGLE_EMAIL.test(fields.visitorEmail.trim()))
    problems.visitorEmail = 'Please enter your email address, such as name@example.com.';
  if (!MOBILE_NUMBER.test(fields.visitorMobile.trim()))
    problems.visitorMobile = 'Please enter your mobile number.';
  const type = site.visitorTypes.find((each) => each.id === fields.visitTypeId);
  if (!type) problems.visitTypeId = 'Please choose the type of visit.';
  if (!site.companies.includes(fields.companyName))
    problems.companyName = 'Please choose the company you are visiting.';
  const host = site.hosts.find((each) => each.id === fields.hostId);
  const noHost = fields.hostId === '' && type?.hostRequired === false;
  if (!noHost && (!host || host.companyName !== fields.companyName))
    problems.hostId = 'Please choose whom you are meeting.';
  if (!fields.consent) problems.consent = 'Please accept the privacy notice to check in.';
  return problems;
}

/** The first thing to fix before the form can go, in words; null when it is complete. */
export function arrivalProblem(fields: ArrivalFields, site: PublicSite): string | null {
  const problems = arrivalProblems(fields, site);
  const first = ARRIVAL_FIELDS.find((field) => problems[field]);
  return first ? (problems[first] ?? null) : null;
}
