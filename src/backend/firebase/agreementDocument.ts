import type { AgreementTranslations, SignedAgreement } from '../port/agreements';
import { isStoredData, numeric, text, type StoredData } from './fields';

/** An agreement's translations as a version or a code stores them (what is not text is left out). */
export function translationsIn(data: StoredData): { translations?: AgreementTranslations } {
  if (!isStoredData(data.translations)) return {};
  const texts = Object.entries(data.translations).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { translations: Object.fromEntries(texts) };
}

/** A visitor's acceptance as a visit or an arrival stores it. */
export function toSignedAgreement(data: StoredData): SignedAgreement {
  return {
    version: numeric(data, 'version'),
    signedName: text(data, 'signedName'),
    signature: text(data, 'signature'),
    signedAt: numeric(data, 'signedAt'),
    ...(typeof data.agreementId === 'string' && { agreementId: data.agreementId }),
    ...(typeof data.language === 'string' && { language: data.language }),
  };
}
