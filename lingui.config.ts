import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The visitor's languages (src/shared/visitorLanguage): one catalog per language of the texts a visitor
 * reads, compiled to JavaScript at build time by @lingui/vite-plugin (no ICU parser reaches the browser).
 * A message's id is its English text: a changed English text leaves the other catalogs without it, which
 * the catalogs' test reports.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'hi', 'ar'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/visitor', include: ['src'] }],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
});
