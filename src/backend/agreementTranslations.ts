import { BackendError } from './errors';
import { AGREEMENT_MAX_LENGTH, type Agreement, type AgreementTranslations } from './port/agreements';
import { mailLanguageOf } from '../lib/visitorLanguages';

/**
 * What both adapters refuse before a translation of the agreement is kept: a language the visitor's
 * screens do not speak, English (the original is English), or a text longer than the agreement may be.
 */
export function requireAgreementTranslation(language: string, text: string): void {
  // The languages after English: those the visitor's emails come in too.
  if (!mailLanguageOf(language)) {
    throw new BackendError('invalid-input', `The agreement cannot be translated into ${language}.`);
  }
  if (text.length > AGREEMENT_MAX_LENGTH) {
    throw new BackendError(
      'invalid-input',
      `The translation is too long: at most ${AGREEMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    );
  }
}

/** The translations with this language's text set, or removed when the text is blank. */
export function withTranslation(
  translations: AgreementTranslations | undefined,
  language: string,
  text: string,
): AgreementTranslations {
  const { [language]: _replaced, ...others } = translations ?? {};
  return text.trim() ? { ...others, [language]: text.trim() } : others;
}

/** The text a visitor reads in a language: the company's translation, else the original (English). */
export function agreementTextIn(
  agreement: Pick<Agreement, 'text' | 'translations'>,
  language: string,
): { text: string; translated: boolean } {
  const translation = agreement.translations?.[language];
  return translation ? { text: translation, translated: true } : { text: agreement.text, translated: false };
}
