import { BackendError, OtherAgreementRequiredError } from './errors';
import type { PublicSite } from './port/contactless';
import {
  AGREEMENT_MAX_LENGTH,
  type Agreement,
  NAMED_AGREEMENT_NAME_MAX_LENGTH,
  type NamedAgreement,
  namedAgreementId,
  type NamedAgreementInput,
  type SignedAgreement,
} from './port/agreements';
import type { VisitorType } from './port/visitorTypes';
import { needsAgreement } from './visitorTypes';

/** A new agreement's series: 16 lowercase letters and digits (the rules take 8 to 32). */
export function newAgreementSeries(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => alphabet[byte % 36]).join('');
}

/**
 * What both adapters publish, trimmed, or why not: a name on one line of at most
 * NAMED_AGREEMENT_NAME_MAX_LENGTH characters, and a text of at most AGREEMENT_MAX_LENGTH.
 */
export function requireNamedAgreement(input: NamedAgreementInput): { name: string; text: string } {
  const name = input.name.trim();
  const text = input.text.trim();
  if (!name || /\p{Cc}/u.test(name) || name.length > NAMED_AGREEMENT_NAME_MAX_LENGTH) {
    throw new BackendError(
      'invalid-input',
      `Give the agreement a name on one line, of at most ${String(NAMED_AGREEMENT_NAME_MAX_LENGTH)} characters.`,
    );
  }
  if (!text || text.length > AGREEMENT_MAX_LENGTH) {
    throw new BackendError(
      'invalid-input',
      `Write the agreement’s text: at most ${AGREEMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    );
  }
  return { name, text };
}

/**
 * What publishing makes of a series whose revisions are `revisions` (both adapters): its newest revision
 * itself when the name and text are already its own, else the next revision. 'not-found' for a series
 * given that has none (another company's, or never published).
 */
export function publishedAfter(
  input: NamedAgreementInput,
  series: string,
  revisions: readonly NamedAgreement[],
  published: Pick<NamedAgreement, 'publishedAt' | 'publishedBy'>,
): { same: NamedAgreement } | { next: NamedAgreement } {
  const { name, text } = requireNamedAgreement(input);
  const newest = revisions.reduce<NamedAgreement | undefined>(
    (kept, each) => (each.series === series && (!kept || kept.revision < each.revision) ? each : kept),
    undefined,
  );
  if (input.series && !newest)
    throw new BackendError('not-found', 'No such agreement: it may have been removed.');
  if (newest && newest.name === name && newest.text === text) return { same: newest };
  const revision = (newest?.revision ?? 0) + 1;
  return {
    next: { id: namedAgreementId(series, revision), series, revision, name, text, ...published },
  };
}

/** The other agreement's revision a visit of this type signs, when the type asks for one now; else undefined. */
export const otherAgreementAsked = (
  type: Pick<VisitorType, 'agreement' | 'agreementId'>,
  siteRequiresIt: boolean,
): string | undefined => (needsAgreement(type, siteRequiresIt) ? type.agreementId : undefined);

/** Each series' newest revision, by name. */
export function newestRevisions(revisions: readonly NamedAgreement[]): NamedAgreement[] {
  const newest = new Map<string, NamedAgreement>();
  for (const revision of revisions) {
    const kept = newest.get(revision.series);
    if (!kept || kept.revision < revision.revision) newest.set(revision.series, revision);
  }
  return [...newest.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The part of a check-in's or arrival's agreement that one of the company's other agreements decides (both
 * adapters; the rules hold the same): a type naming one asks for an acceptance of that revision whenever it
 * asks for an agreement at all, and for none otherwise; a type naming none takes no acceptance of another
 * agreement. True when the type named one and the acceptance fits; false when the visitor agreement's own
 * checks decide the rest. Throws when the acceptance does not fit.
 */
export function checkOtherAgreement(
  type: Pick<VisitorType, 'agreement' | 'agreementId'>,
  siteRequiresIt: boolean,
  agreement: SignedAgreement | undefined,
): boolean {
  if (type.agreementId === undefined) {
    if (agreement?.agreementId !== undefined) {
      throw new BackendError('invalid-input', 'This visit asks for the visitor agreement, not another.');
    }
    return false;
  }
  if (!needsAgreement(type, siteRequiresIt)) {
    if (agreement) throw new BackendError('invalid-input', 'This visit asks for no agreement.');
    return true;
  }
  if (agreement?.agreementId !== type.agreementId) throw new OtherAgreementRequiredError(type.agreementId);
  return true;
}

/** What a visitor is asked to sign: the text and version, and for another agreement its name and id. */
export interface AskedAgreement {
  agreement: Pick<Agreement, 'version' | 'text' | 'translations'>;
  /** Another agreement's name and revision id; absent for the visitor agreement. */
  name?: string;
  agreementId?: string;
}

/**
 * The agreement a phone asks a visitor of this type to sign: another agreement the code carries (the type
 * is offered only with it), the visitor agreement, or null for none.
 */
export function agreementAskedByCode(site: PublicSite, type: VisitorType | undefined): AskedAgreement | null {
  if (!needsAgreement(type, site.agreementRequired)) return null;
  const otherId = type?.agreementId;
  if (otherId === undefined) return site.agreement && { agreement: site.agreement };
  const other = site.namedAgreements?.[otherId];
  const revision = Number(otherId.slice(otherId.lastIndexOf('.') + 1));
  return other
    ? {
        agreement: { version: revision, text: other.text, translations: other.translations },
        name: other.name,
        agreementId: otherId,
      }
    : null;
}

/** The visitor's acceptance of what they were asked to sign, naming another agreement's revision. */
export const acceptanceOfAsked = (asked: AskedAgreement, accepted: SignedAgreement): SignedAgreement =>
  asked.agreementId ? { ...accepted, agreementId: asked.agreementId } : accepted;
