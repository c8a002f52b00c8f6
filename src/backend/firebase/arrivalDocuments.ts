import type {
  Arrival,
  ArrivalInput,
  ArrivalStatus,
  PublicNamedAgreement,
  PublicSite,
} from '../port/contactless';
import { isPosition } from '../siteSettings';
import { answersOf, storedAnswers } from '../visitAnswers';
import { completeVisitorTypes, offeredTypes, storedVisitorType } from '../visitorTypes';
import { toSignedAgreement, translationsIn } from './agreementDocument';
import { isStoredData, numeric, oneOf, text, type StoredData } from './fields';

/**
 * Where contactless check-in lives in Firestore, and its documents' shapes; shared by the desk's adapter
 * and the phone's (which loads Firestore Lite, so nothing here imports the SDK):
 * - `arrivalCodes/{code}`: the public copy of the site, readable by id by any signed-in account (a phone
 *   signs in anonymously), never listed by one;
 * - `companies/{company}/arrivals/{phone's uid}`: one arrival per phone;
 * - `companies/{company}/arrivalQueue/waiting`: how many arrivals wait, kept with each arrival written.
 */
export const ARRIVAL_CODES = 'arrivalCodes';
export const arrivalsPath = (company: string) => `companies/${company}/arrivals`;
export const queuePath = (company: string) => `companies/${company}/arrivalQueue/waiting`;

export const STATES = ['waiting', 'checked-in', 'declined', 'leaving', 'checked-out'] as const;

/**
 * A code's document: the public copy of the site, its hosts as parallel lists of strings (host i is
 * `hostIds[i]`, called `hostNames[i]`, at `hostCompanies[i]`), which the rules check one by one: names
 * only, never an address or a number to call; an arrival must name one of `hostIds`.
 */
export function codeDocument(company: string, site: PublicSite) {
  const { hosts, visitorTypes, ...rest } = site;
  return {
    company,
    ...rest,
    hostIds: hosts.map((host) => host.id),
    hostNames: hosts.map((host) => host.name),
    hostCompanies: hosts.map((host) => host.companyName),
    // As the site keeps them (by id, questions as parallel lists): the arrival's rule reads them so.
    visitorTypes: Object.fromEntries(visitorTypes.map((type) => [type.id, storedVisitorType(type)])),
  };
}

const strings = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/**
 * The site a phone reads from a code's document. A code written before the parallel lists (its hosts as
 * maps) shows no host: it expired within the hour, and the desk's next code has them.
 */
export function toPublicSite(data: StoredData): PublicSite {
  const companies = strings(data.companies);
  const names = strings(data.hostNames);
  const hostCompanies = strings(data.hostCompanies);
  return {
    companyName: text(data, 'companyName'),
    position: isPosition(data.position) ? data.position : null,
    radiusMetres: numeric(data, 'radiusMetres'),
    geofence: data.geofence === true,
    companies: companies.filter((name): name is string => typeof name === 'string'),
    hosts: strings(data.hostIds).flatMap((id, index) => {
      const name = names[index];
      const companyName = hostCompanies[index];
      return typeof id === 'string' && typeof name === 'string' && typeof companyName === 'string'
        ? [{ id, name, companyName }]
        : [];
    }),
    expiresAt: numeric(data, 'expiresAt'),
    privacyPolicyUrl: text(data, 'privacyPolicyUrl'),
    agreement: isStoredData(data.agreement)
      ? {
          version: numeric(data.agreement, 'version'),
          text: text(data.agreement, 'text'),
          ...translationsIn(data.agreement),
        }
      : null,
    // A code from before them asked for the agreement only where the site required it.
    agreementRequired: data.agreementRequired !== false,
    ...(isStoredData(data.namedAgreements) && { namedAgreements: namedAgreementsIn(data.namedAgreements) }),
    // A code from before types offers the spec's three.
    visitorTypes: offeredTypes(completeVisitorTypes(data.visitorTypes)),
  };
}

/** The other agreements a code carries: each its name, text and translations (what is not is left out). */
function namedAgreementsIn(stored: StoredData): Record<string, PublicNamedAgreement> {
  return Object.fromEntries(
    Object.entries(stored).flatMap(([id, value]) =>
      isStoredData(value) && typeof value.name === 'string' && typeof value.text === 'string'
        ? [[id, { name: value.name, text: value.text, ...translationsIn(value) }]]
        : [],
    ),
  );
}

/** A new arrival's document: the input, the code it came with, its time, waiting. */
export function arrivalDocument(input: ArrivalInput, code: string, at: number) {
  const { answers, ...fields } = input;
  return { ...fields, ...(answers && storedAnswers(answers)), code, at, state: 'waiting', visitID: null };
}

export function toStatus(data: StoredData): ArrivalStatus {
  const state = oneOf(data, 'state', STATES, 'waiting');
  if (state === 'waiting' || state === 'declined') return { state };
  return { state, visitID: numeric(data, 'visitID') };
}

export function toArrival(id: string, data: StoredData): Arrival {
  const distance = data.distanceMetres;
  return {
    id,
    visitorName: text(data, 'visitorName'),
    visitorEmail: text(data, 'visitorEmail'),
    visitorMobile: text(data, 'visitorMobile'),
    visitType: text(data, 'visitType'),
    ...(typeof data.visitTypeId === 'string' && { visitTypeId: data.visitTypeId }),
    ...(typeof data.visitorLanguage === 'string' && { visitorLanguage: data.visitorLanguage }),
    ...(isStoredData(data.answers) && {
      answers: answersOf(data.answers, isStoredData(data.answerQuestions) ? data.answerQuestions : {}),
    }),
    companyName: text(data, 'companyName'),
    hostId: text(data, 'hostId'),
    whomToMeet: text(data, 'whomToMeet'),
    imageUrl: text(data, 'imageUrl'),
    distanceMetres: typeof distance === 'number' ? distance : null,
    consent: true,
    ...(isStoredData(data.agreement) && { agreement: toSignedAgreement(data.agreement) }),
    at: numeric(data, 'at'),
    status: toStatus(data),
  };
}
