import type { Unsubscribe } from './common';

/** A version of the company's visitor agreement (NDA, safety rules). Published versions never change. */
export interface Agreement {
  /** 1, 2, 3…: editing the text publishes the next version. */
  version: number;
  text: string;
  /** Epoch milliseconds. */
  publishedAt: number;
  /** The account that published it (its email). */
  publishedBy: string;
  /**
   * The company's own translations of this version's text, by visitor language ('es'): kept beside the
   * version, not as a new one, so that a visit's acceptance stays of this version. Absent: none.
   */
  translations?: AgreementTranslations;
}

/** An agreement's translations by the company, by visitor language code (never English, the original). */
export type AgreementTranslations = Partial<Record<string, string>>;

/** A visitor's acceptance, kept with their visit. */
export interface SignedAgreement {
  version: number;
  /** The full name the visitor typed to accept. */
  signedName: string;
  /** The drawn signature as a PNG data URL; '' when they accepted by typing their name alone. */
  signature: string;
  /** Epoch milliseconds. */
  signedAt: number;
  /**
   * The revision of another agreement it accepts (NamedAgreement.id; `version` is then its revision);
   * absent for the visitor agreement.
   */
  agreementId?: string;
  /**
   * The language of the screen it was signed on (a visitor's language code, e.g. 'es'), when the visitor
   * chose one; absent at the desk, whose screens are in English.
   */
  language?: string;
}

/**
 * One of the company's other agreements (a contractor's safety induction beside the visitor agreement), in
 * one revision: published once, never changed (docs/decisions/named-agreements.md). A visitor type names
 * the revision its visitors sign.
 */
export interface NamedAgreement {
  /** `{series}.{revision}`. */
  id: string;
  /** What every revision of this agreement shares: 8 to 32 lowercase letters and digits. */
  series: string;
  /** 1, 2, 3…: publishing a new text makes the next revision. */
  revision: number;
  /** What the company calls it, on one line: at most NAMED_AGREEMENT_NAME_MAX_LENGTH characters. */
  name: string;
  text: string;
  /** Epoch milliseconds. */
  publishedAt: number;
  /** The account that published it (its email). */
  publishedBy: string;
  /**
   * The company's own translations of this revision, by visitor language, kept beside it as the visitor
   * agreement's are (Agreement.translations). Absent: none.
   */
  translations?: AgreementTranslations;
}

/** What an admin publishes: a new agreement, or (with its series) the next revision of one. */
export interface NamedAgreementInput {
  series?: string;
  name: string;
  text: string;
}

/** The longest name of an agreement, in characters. */
export const NAMED_AGREEMENT_NAME_MAX_LENGTH = 100;

/** The form of a revision's id, as the rules check it. */
export const NAMED_AGREEMENT_ID = /^[a-z0-9]{8,32}\.[0-9]{1,4}$/;

/** The id of a revision: its series and its number. */
export const namedAgreementId = (series: string, revision: number) => `${series}.${String(revision)}`;

/** The longest agreement text, in characters. */
export const AGREEMENT_MAX_LENGTH = 20_000;
/** The largest signature image (a PNG data URL), in characters. */
export const SIGNATURE_MAX_LENGTH = 60_000;

export interface AgreementsPort {
  /** The newest version; null before the first is published. */
  latest(): Promise<Agreement | null>;
  watchLatest(listener: (agreement: Agreement | null) => void, onError: (error: Error) => void): Unsubscribe;
  /** One version; null when there is none. */
  version(version: number): Promise<Agreement | null>;
  /**
   * Publishes this text as the next version. The latest version's own text publishes nothing and returns
   * it; two desks publishing at once get consecutive versions.
   */
  publish(text: string): Promise<Agreement>;
  /**
   * Keeps the company's translation of a published version into a visitor's language (not English), or
   * removes it with ''. The version and its text do not change. BackendError('invalid-input') for another
   * language or a text over AGREEMENT_MAX_LENGTH; 'not-found' for a version never published.
   */
  translate(version: number, language: string, text: string): Promise<Agreement>;
  /** The company's other agreements: the newest revision of each, by name. */
  namedAgreements(): Promise<NamedAgreement[]>;
  /** One revision of another agreement, by id; null when there is none. */
  namedAgreement(id: string): Promise<NamedAgreement | null>;
  /**
   * Publishes a new agreement, or the next revision of `input.series`; its newest revision's own name and
   * text publish nothing and return it. BackendError('invalid-input') for an empty or too long name or
   * text, 'not-found' for a series never published.
   */
  publishNamed(input: NamedAgreementInput): Promise<NamedAgreement>;
  /**
   * Keeps the company's translation of a revision of another agreement, or removes it with '', as
   * `translate` does for the visitor agreement; the revision's name and text do not change (a new revision
   * starts without translations). 'invalid-input' and 'not-found' as `translate`.
   */
  translateNamed(id: string, language: string, text: string): Promise<NamedAgreement>;
}
