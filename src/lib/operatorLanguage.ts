import { setupI18n, type Messages } from '@lingui/core';
import { sayDeskTextsWith } from './operatorText';

/**
 * Says the desk's texts in another language, from its compiled catalog (`messages`, as @lingui/vite-plugin
 * compiles src/locales/<language>/operator.po); a text the catalog lacks stays in English. Kept apart from
 * operatorText.ts so that only a desk that switches language loads Lingui.
 */
export function installDeskLanguage(locale: string, messages: Messages): void {
  sayDeskTextsWith(setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => id }));
}
