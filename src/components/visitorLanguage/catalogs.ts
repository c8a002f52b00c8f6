import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as english } from '../../locales/en/visitor.po';
import type { VisitorLanguageCode } from '../../lib/visitorLanguages';

/**
 * Each language other than English loads only when a visitor chooses it (or their browser prefers it): a
 * chunk of its compiled messages. English ships with the page.
 */
const LOADERS: Record<Exclude<VisitorLanguageCode, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/visitor.po'),
  fr: () => import('../../locales/fr/visitor.po'),
  de: () => import('../../locales/de/visitor.po'),
  hi: () => import('../../locales/hi/visitor.po'),
  ar: () => import('../../locales/ar/visitor.po'),
};

/** A fresh set of the visitor's texts, in English until another language is loaded into it. */
export function visitorI18n(): I18n {
  return setupI18n({ locale: 'en', messages: { en: english } });
}

/** The languages loaded into each set of texts. */
const loaded = new WeakMap<I18n, Set<VisitorLanguageCode>>();

/** The desk's screens, which stay in English for now, read their shared visitor texts through this one. */
export const ENGLISH: I18n = visitorI18n();

/** Loads a language's messages into `i18n`, once; the caller makes it the one shown (`i18n.activate`). */
export async function loadLanguage(i18n: I18n, code: VisitorLanguageCode): Promise<void> {
  const languages = loaded.get(i18n) ?? new Set(['en']);
  loaded.set(i18n, languages);
  if (languages.has(code) || code === 'en') return;
  const { messages } = await LOADERS[code]();
  i18n.load(code, messages);
  languages.add(code);
}

/** Loads a language and makes it the one shown. */
export async function activateLanguage(i18n: I18n, code: VisitorLanguageCode): Promise<void> {
  await loadLanguage(i18n, code);
  i18n.activate(code);
}
