/** Inputs for tests: a company, a visitor, a check-in, each unique where the backend needs it to be. */
import { inviteInput } from '../backend/inviteInput';
import type { CompanyRegistration } from '../backend/port/auth';
import type { Backend } from '../backend/port/backend';
import type { InviteInput } from '../backend/port/invites';
import { newRandomCode } from '../lib/randomCode';
import type { NewVisitor } from '../backend/port/visitors';
import type { CheckInInput, Visit } from '../backend/port/visits';
import type { PublicSite } from '../backend/port/contactless';
import type { VisitorType } from '../backend/port/visitorTypes';
import { SPEC_VISITOR_TYPES } from '../backend/visitorTypes';

let counter = 0;
export function uniqueEmail(prefix = 'desk'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function companyInput(overrides: Partial<CompanyRegistration> = {}): CompanyRegistration {
  return {
    name: 'Acme Front Desk',
    email: uniqueEmail(),
    mobile: '9876543210',
    password: 'correct horse battery',
    aadharId: '234123412346',
    ...overrides,
  };
}

export function visitorInput(overrides: Partial<NewVisitor> = {}): NewVisitor {
  return {
    captureImage: true,
    isImageCaptured: true,
    imageUrl: 'data:image/jpeg;base64,AAAA',
    visitorName: 'Asha Rao',
    visitorEmail: uniqueEmail('visitor'),
    visitorMobile: '9123456780',
    ...overrides,
  };
}

export function checkInInput(overrides: Partial<CheckInInput> = {}): CheckInInput {
  return {
    id: crypto.randomUUID(),
    visitType: 'Meeting',
    companyName: 'Globex Corporation',
    whomToMeet: 'Priya Sharma',
    whomToMeetEmail: 'hosts@example.com',
    hostId: '',
    visitorEmail: 'asha@example.com',
    visitorName: 'Asha Rao',
    visitorMobile: '9123456780',
    imageUrl: 'data:image/jpeg;base64,AAAA',
    at: Date.now(),
    ...overrides,
  };
}

/** A stored visit as an adapter returns it: open unless told otherwise. */
export function visitRecord(overrides: Partial<Visit> = {}): Visit {
  const { at, ...input } = checkInInput();
  return {
    ...input,
    checkedOut: false,
    checkin_timestamp: at,
    checkout_timestamp: '',
    visitID: 123456,
    passCode: 'pass-code-of-the-visit1',
    ...overrides,
  };
}

/** An invitation of Ines a minute from now, to the company's first host, with a new code each time. */
export async function invitationToFirstHost(
  backend: Backend,
  overrides: Partial<Pick<InviteInput, 'visitorName' | 'visitorEmail' | 'expectedAt'>> = {},
): Promise<InviteInput> {
  const [host] = (await backend.directory.list()).hosts;
  if (!host) throw new Error('The company has no host to invite a visitor to');
  const details = {
    code: newRandomCode(),
    visitorName: 'Ines Invited',
    visitorEmail: 'ines@example.com',
    visitorMobile: '9876543210',
    visitType: 'Meeting' as const,
    companyName: 'Globex',
    expectedAt: Date.now() + 60_000,
    ...overrides,
  };
  return inviteInput(details, host, 'UTC');
}

/** A type as a company that wrote its own questions has it: no translation of any (a template's taken off). */
export function asWritten(type: VisitorType): VisitorType {
  return {
    ...type,
    questions: type.questions.map(({ translations: _translations, ...question }) => question),
  };
}

/** The spec's first visitor type, as the desk's form passes it to a check-in. */
export const MEETING_TYPE = { id: 'meeting', name: 'Meeting' } as const;

/** What a desk's code shows a phone: one company and its host, the spec's three types, no agreement. */
export function publicSite(changes: Partial<PublicSite> = {}): PublicSite {
  return {
    companyName: 'Acme Front Desk',
    position: null,
    radiusMetres: 150,
    geofence: false,
    companies: ['Acme Corporation'],
    hosts: [{ id: 'h1', name: 'Priya Sharma', companyName: 'Acme Corporation' }],
    expiresAt: Date.now() + 60_000,
    privacyPolicyUrl: '',
    agreement: null,
    agreementRequired: false,
    visitorTypes: [...SPEC_VISITOR_TYPES],
    ...changes,
  };
}
