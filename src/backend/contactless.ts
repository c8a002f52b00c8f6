import { checkInInput, NO_HOST } from './checkInInput';
import { screenedCheckIn, turnAway } from './watchlist';
import { AlreadyCheckedOutError, BackendError, DuplicateVisitorError } from './errors';
import {
  arrivalCheckInId,
  MAX_CODE_AGREEMENTS,
  type PublicNamedAgreement,
  type PublicSite,
} from './port/contactless';
import type { SiteSettings } from './port/settings';
import type { Backend } from './port/backend';
import type { NewVisitor, Visitor } from './port/visitors';
import type { Visit } from './port/visits';
import { needsAgreement, offeredTypes } from './visitorTypes';
import { otherAgreementAsked } from './namedAgreements';

/** A run of 7 digits, even with spaces, dots, dashes, slashes, brackets or a plus between them. */
const NUMBER_TO_CALL = /[0-9]([ ().+/-]*[0-9]){6}/;

const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x1f || code === 0x7f;
};

/**
 * A name a phone may be shown with a code (the rules check the same): one line of 1 to 200 characters,
 * with no '@' (an address) and no number to call.
 */
export function isPublicName(name: string): boolean {
  let characters = 0;
  // By code points, as the rules count them.
  for (const character of name) {
    if (isControl(character)) return false;
    characters += 1;
  }
  return characters >= 1 && characters <= 200 && !name.includes('@') && !NUMBER_TO_CALL.test(name);
}

/** A host's id a phone may be shown (the rules check the same): letters, digits, '-' or '_', a letter among them. */
export const isPublicHostId = (id: string): boolean =>
  /^[A-Za-z0-9_-]{1,64}$/.test(id) && /[A-Za-z]/.test(id);

/**
 * What the desk publishes with a code, from the company's own records: its name, where the site is, and
 * the active companies and hosts by name (a host's email never leaves the company). A company or host
 * whose name could carry an address or a number to call (isPublicName) is left out: the visitor checks
 * in with them at the desk.
 */
export async function publicSiteOf(backend: Backend, expiresAt: number): Promise<PublicSite> {
  const [company, site, directory, agreement] = await Promise.all([
    backend.settings.company(),
    backend.settings.site(),
    backend.directory.list(),
    backend.agreements.latest(),
  ]);
  const companies = directory.companies.filter((each) => each.active && isPublicName(each.name));
  const companyName = new Map(companies.map((each) => [each.id, each.name]));
  // A phone needs what it asks, not what the company once asked; a type asking for another agreement comes
  // with that agreement, or is not offered (docs/decisions/named-agreements.md).
  const namedAgreements = await carriedAgreements(backend, site);
  const visitorTypes = offeredTypes(site.visitorTypes)
    .filter((type) => {
      const otherId = otherAgreementAsked(type, site.agreementRequired);
      return otherId === undefined || otherId in namedAgreements;
    })
    .map((type) => ({ ...type, pastQuestions: [] }));
  const askedFor = visitorTypes.some((type) => needsAgreement(type, site.agreementRequired));
  return {
    companyName: company.name,
    position: site.position,
    radiusMetres: site.radiusMetres,
    geofence: site.geofence,
    companies: companies.map((each) => each.name),
    hosts: directory.hosts.flatMap((host) => {
      const hostCompany = companyName.get(host.companyId);
      return host.active && hostCompany && isPublicName(host.name) && isPublicHostId(host.id)
        ? [{ id: host.id, name: host.name, companyName: hostCompany }]
        : [];
    }),
    expiresAt,
    privacyPolicyUrl: site.privacyPolicyUrl,
    agreement:
      askedFor && agreement
        ? {
            version: agreement.version,
            text: agreement.text,
            ...(agreement.translations && { translations: agreement.translations }),
          }
        : null,
    agreementRequired: site.agreementRequired,
    ...(Object.keys(namedAgreements).length > 0 && { namedAgreements }),
    visitorTypes,
  };
}

/**
 * The other agreements the offered types ask for, in the desk's order of the types, at most
 * MAX_CODE_AGREEMENTS: a type asking for one beyond them, or for one that cannot be read, is not offered on
 * the phone (its visitors sign at the desk).
 */
async function carriedAgreements(
  backend: Backend,
  site: SiteSettings,
): Promise<Record<string, PublicNamedAgreement>> {
  const ids = [
    ...new Set(
      offeredTypes(site.visitorTypes).flatMap(
        (type) => otherAgreementAsked(type, site.agreementRequired) ?? [],
      ),
    ),
  ].slice(0, MAX_CODE_AGREEMENTS);
  const read = await Promise.all(ids.map((id) => backend.agreements.namedAgreement(id)));
  return Object.fromEntries(
    read.flatMap((agreement) =>
      agreement
        ? [
            [
              agreement.id,
              {
                name: agreement.name,
                text: agreement.text,
                ...(agreement.translations && { translations: agreement.translations }),
              },
            ],
          ]
        : [],
    ),
  );
}

/** The visitor as the register knows them: found by email, or registered now with the arrival's details. */
async function registeredVisitor(backend: Backend, arrival: NewVisitor): Promise<Visitor> {
  const known = await backend.visitors.findByEmail(arrival.visitorEmail);
  if (known) return known;
  try {
    return await backend.visitors.add(arrival);
  } catch (error) {
    // Another desk registered them a moment ago.
    const registered =
      error instanceof DuplicateVisitorError && (await backend.visitors.findByEmail(arrival.visitorEmail));
    if (registered) return registered;
    throw error;
  }
}

/**
 * The desk confirms an arrival: the normal check-in (the visitor recognised by email on the desk's side,
 * a visit ID unique among open visits), under an id derived from the arrival, so that confirming twice or
 * from two desks checks in one visit. With `inviteCode` the check-in uses that invitation (once, on its
 * day). The caller sends the emails, as for any check-in.
 */
export async function confirmArrival(
  backend: Backend,
  arrivalId: string,
  at: number,
  inviteCode?: string,
  admitted?: { note: string },
): Promise<Visit> {
  const arrival = await backend.contactless.arrival(arrivalId);
  if (arrival.status.state === 'declined') {
    throw new BackendError('invalid-input', `${arrival.visitorName}’s arrival was declined.`);
  }
  // An arrival for nobody in particular (a type that needs no host) is checked in with none.
  const host =
    arrival.hostId === ''
      ? NO_HOST
      : (await backend.directory.list()).hosts.find((each) => each.id === arrival.hostId && each.active);
  if (!host) {
    throw new BackendError(
      'invalid-input',
      `${arrival.whomToMeet} is no longer in the hosts directory: check ${arrival.visitorName} in at the desk.`,
    );
  }
  const visitor = await registeredVisitor(backend, {
    visitorName: arrival.visitorName,
    visitorEmail: arrival.visitorEmail,
    visitorMobile: arrival.visitorMobile,
    imageUrl: arrival.imageUrl,
    captureImage: arrival.imageUrl !== '',
    isImageCaptured: arrival.imageUrl !== '',
  });
  // The language the visitor chose on the phone, else the one their host chose on the invitation: their
  // emails are in it.
  const visitorLanguage =
    arrival.visitorLanguage ??
    (inviteCode ? (await backend.invites.byCode(inviteCode)).visitorLanguage : undefined);
  // Screened against the watchlist, as every check-in: a held visitor waits for the operator's decision.
  const visit = await screenedCheckIn(
    backend,
    {
      ...checkInInput(
        {
          id: arrivalCheckInId(arrival.id),
          visitType: arrival.visitType,
          ...(arrival.visitTypeId && { visitTypeId: arrival.visitTypeId }),
          ...(visitorLanguage && { visitorLanguage }),
          ...(arrival.answers && Object.keys(arrival.answers).length > 0 && { answers: arrival.answers }),
          companyName: arrival.companyName,
          at,
        },
        // The selfie just taken, else the register's photo.
        { ...visitor, imageUrl: arrival.imageUrl || visitor.imageUrl },
        host,
      ),
      ...(inviteCode ? { inviteCode } : {}),
      ...(arrival.agreement ? { agreement: arrival.agreement } : {}),
    },
    admitted,
  );
  await backend.contactless.markCheckedIn(arrival.id, visit.visitID);
  return visit;
}

/** The desk turns away an arrival the watchlist held: the hold recorded, the arrival declined, no visit. */
export async function turnAwayArrival(backend: Backend, arrivalId: string, at: number, note: string) {
  const arrival = await backend.contactless.arrival(arrivalId);
  const hold = await turnAway(
    backend,
    {
      id: arrivalCheckInId(arrival.id),
      visitType: arrival.visitType,
      companyName: arrival.companyName,
      whomToMeet: arrival.whomToMeet,
      whomToMeetEmail: '',
      hostId: arrival.hostId,
      visitorEmail: arrival.visitorEmail,
      visitorName: arrival.visitorName,
      visitorMobile: arrival.visitorMobile,
      imageUrl: '',
      at,
    },
    note,
  );
  await backend.contactless.decline(arrival.id);
  return hold;
}

/**
 * The desk checks out a visitor who asked from their phone: the visit their arrival became (by its pass,
 * so a visit ID reused since cannot name someone else), then the arrival. Checking out twice, or from two
 * desks, checks out once.
 */
export async function checkOutLeaving(backend: Backend, arrivalId: string, at: number): Promise<Visit> {
  const arrival = await backend.contactless.arrival(arrivalId);
  if (arrival.status.state !== 'leaving' && arrival.status.state !== 'checked-out') {
    throw new BackendError('invalid-input', `${arrival.visitorName} has not asked to check out.`);
  }
  const visit = await backend.visits.visit(arrivalCheckInId(arrival.id));
  if (!visit) throw new BackendError('not-found', `No visit of ${arrival.visitorName} was found.`);
  let closed = visit;
  if (!visit.checkedOut) {
    try {
      closed = visit.passCode
        ? await backend.visits.checkOutByPass(visit.passCode, at)
        : await backend.visits.checkOutByVisitId(visit.visitID, at);
    } catch (error) {
      // Another desk checked them out a moment ago.
      if (!(error instanceof AlreadyCheckedOutError)) throw error;
      closed = (await backend.visits.visit(visit.id)) ?? visit;
    }
  }
  await backend.contactless.markCheckedOut(arrival.id);
  return closed;
}
