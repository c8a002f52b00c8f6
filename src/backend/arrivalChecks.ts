import {
  AgreementRequiredError,
  BackendError,
  OtherAgreementRequiredError,
  VisitorTypeError,
} from './errors';
import { needsAgreement } from './visitorTypes';
import { checkOtherAgreement, otherAgreementAsked } from './namedAgreements';
import { isVisitorLanguage } from '../lib/visitorLanguages';
import { HOST_NOT_OFFERED, PHOTO_REQUIRED, type ArrivalInput, type PublicSite } from './port/contactless';
import { typeOfCheckIn } from './visitorTypeChecks';

/**
 * What both adapters refuse before an arrival is written (the rules hold the same on Firebase): a host the
 * code does not offer (or none, for a type that needs one), a type it does not offer, answers that do not
 * fit the type's questions, no photo where the type needs one, or the agreement missing where the type
 * asks for it (present where it does not).
 */
export function requireOfferedByCode(site: PublicSite, input: ArrivalInput): void {
  // No host at all, for a type that needs none (a delivery): the type's own check below holds the rest.
  const noHost =
    input.hostId === '' &&
    input.whomToMeet === '' &&
    site.visitorTypes.find((type) => type.id === input.visitTypeId)?.hostRequired === false;
  if (!noHost && !site.hosts.some((host) => host.id === input.hostId)) {
    throw new BackendError('invalid-input', HOST_NOT_OFFERED);
  }
  requireVisitorLanguage(input.visitorLanguage);
  const ofType = typeOfCheckIn(site.visitorTypes, input);
  if ('problem' in ofType) throw new VisitorTypeError(ofType.problem);
  if (ofType.type.photoRequired && !input.imageUrl) throw new VisitorTypeError(PHOTO_REQUIRED);
  // Another agreement is accepted only as the code showed it (the rules hold the same).
  const otherId = otherAgreementAsked(ofType.type, site.agreementRequired);
  if (otherId !== undefined && !site.namedAgreements?.[otherId])
    throw new OtherAgreementRequiredError(otherId);
  if (checkOtherAgreement(ofType.type, site.agreementRequired, input.agreement)) return;
  const shown = site.agreement && needsAgreement(ofType.type, site.agreementRequired) ? site.agreement : null;
  if (shown && input.agreement?.version !== shown.version) throw new AgreementRequiredError(shown.version);
  if (!shown && input.agreement) {
    throw new BackendError('invalid-input', 'This visit asks for no visitor agreement.');
  }
}

/** A visit's, arrival's or invitation's language for the visitor's emails: one of theirs, or none (English). */
export function requireVisitorLanguage(code: string | undefined): void {
  if (code !== undefined && !isVisitorLanguage(code)) {
    throw new BackendError('invalid-input', `No visitor screens or emails in the language ${code}.`);
  }
}
