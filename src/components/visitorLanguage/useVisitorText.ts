import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { ENGLISH } from './catalogs';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * The visitor's texts in the language chosen on the screen (a VisitorLanguageProvider above), English on the
 * desk's screens, which have none. Every visitor-facing text goes through this.
 */
export function useVisitorText(): { t: Translate; i18n: I18n } {
  const context = useContext(LinguiContext);
  const i18n = context?.i18n ?? ENGLISH;
  return { t: (id, values) => i18n._(id, values), i18n };
}
