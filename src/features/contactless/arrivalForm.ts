import type { PublicSite } from '../../backend/port/contactless';
import type { VisitType } from '../../backend/port/visits';
import { SINGLE_EMAIL } from '../../lib/email';
import { MOBILE_NUMBER } from '../../lib/mobile';

/** The arrival form as typed on the phone. */
export interface ArrivalFields {
  visitorName: string;
  visitorEmail: string;
  visitorMobile: string;
  visitType: VisitType | '';
  companyName: string;
  hostId: string;
  consent: boolean;
}

export const EMPTY_ARRIVAL: ArrivalFields = {
  visitorName: '',
  visitorEmail: '',
  visitorMobile: '',
  visitType: '',
  companyName: '',
  hostId: '',
  consent: false,
};

/** The first thing to fix before the form can go, in words; null when it is complete. */
export function arrivalProblem(fields: ArrivalFields, site: PublicSite): string | null {
  if (!fields.visitorName.trim()) return 'Please enter your name.';
  if (!SINGLE_EMAIL.test(fields.visitorEmail.trim()))
    return 'Please enter your email address, such as name@example.com.';
  if (!MOBILE_NUMBER.test(fields.visitorMobile.trim())) return 'Please enter your mobile number.';
  if (!fields.visitType) return 'Please choose the type of visit.';
  if (!site.companies.includes(fields.companyName)) return 'Please choose the company you are visiting.';
  const host = site.hosts.find((each) => each.id === fields.hostId);
  if (!host || host.companyName !== fields.companyName) return 'Please choose whom you are meeting.';
  if (!fields.consent) return 'Please accept the privacy notice to check in.';
  return null;
}
