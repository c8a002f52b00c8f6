import type { Agreement, SignedAgreement } from '../../backend/port/agreements';
import { SIGNATURE_MAX_LENGTH } from '../../backend/port/agreements';
import { normalizeName } from '../../backend/watchlistMatch';

export const AGREEMENT_MESSAGES = {
  nameMismatch: 'Type your full name as shown to accept the agreement.',
  signatureTooLarge: 'The signature is too large: clear it and sign again, or accept with your name alone.',
} as const;

/** What the visitor did on the agreement's form: the name they typed and their drawn signature, if any. */
export interface AgreementForm {
  typedName: string;
  signature: string;
}

export const EMPTY_AGREEMENT_FORM: AgreementForm = { typedName: '', signature: '' };

/**
 * The visitor's acceptance of this version, or why it is not one: the typed name must be theirs (case,
 * accents and spacing aside); the signature is optional, so the keyboard alone can accept.
 */
export function acceptanceOf(
  agreement: Pick<Agreement, 'version'>,
  visitorName: string,
  form: AgreementForm,
  at: number,
  /** The visitor's language, on the screens where they choose one. */
  language?: string,
): { accepted: SignedAgreement } | { problem: string } {
  const typed = form.typedName.trim();
  if (!typed || normalizeName(typed) !== normalizeName(visitorName)) {
    return { problem: AGREEMENT_MESSAGES.nameMismatch };
  }
  if (form.signature.length > SIGNATURE_MAX_LENGTH) return { problem: AGREEMENT_MESSAGES.signatureTooLarge };
  return {
    accepted: {
      version: agreement.version,
      signedName: typed,
      signature: form.signature,
      signedAt: at,
      ...(language && { language }),
    },
  };
}
