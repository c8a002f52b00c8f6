/** A language a visitor can read the visitor-facing screens in. */
export interface VisitorLanguage {
  /** BCP 47 code: the `lang` of the page. */
  code: VisitorLanguageCode;
  /** The language's own name, as its readers look for it in the menu. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export type VisitorLanguageCode = 'en' | 'es' | 'fr' | 'de' | 'hi' | 'ar';

/** English first: the default, and every spec text in it exactly. */
export const VISITOR_LANGUAGES: readonly VisitorLanguage[] = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
];

/** The languages after English: the visitor's emails have a template in each (templates.json). */
export const MAIL_LANGUAGES = ['es', 'fr', 'de', 'hi', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The language a record names for the visitor's emails, when it is one of theirs beyond English. */
export const mailLanguageOf = (code: string | undefined): MailLanguage | undefined =>
  MAIL_LANGUAGES.find((language) => language === code);

export const DEFAULT_LANGUAGE: VisitorLanguage = { code: 'en', name: 'English', dir: 'ltr' };

export const languageOf = (code: string): VisitorLanguage | undefined =>
  VISITOR_LANGUAGES.find((language) => language.code === code);

/**
 * The first of the browser's preferred languages (navigator.languages, e.g. ['es-MX', 'en']) that the
 * visitor screens speak, by its base language; English when none is.
 */
export function preferredLanguage(preferred: readonly string[]): VisitorLanguage {
  for (const tag of preferred) {
    const found = languageOf(tag.split('-')[0]?.toLowerCase() ?? '');
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** A language's own name by its code; English for none (what the desk's screens are in). */
export const languageName = (code = 'en'): string => languageOf(code)?.name ?? code;

/** Whether a code is one of the visitor's languages (the rules hold the same list). */
export const isVisitorLanguage = (code: string): boolean => languageOf(code) !== undefined;
