import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG, catalogOf, operatorTexts, textsIn } from '../../scripts/operatorCatalog.mjs';
import { installDeskLanguage } from './operatorLanguage';
import { msg, sayDeskTextsWith, t, tParts } from './operatorText';

afterEach(() => sayDeskTextsWith(null));

describe('the desk’s texts (lib/operatorText)', () => {
  it('says English as written, each placeholder filled from its value', () => {
    expect(t('Checkout sucess')).toBe('Checkout sucess');
    expect(t('Check in {visitorName}', { visitorName: 'Ada Lovelace' })).toBe('Check in Ada Lovelace');
    expect(t('{count} of {total} on site', { count: 3, total: 12 })).toBe('3 of 12 on site');
    expect(msg('Company')).toBe('Company');
  });

  it('says a loaded language’s translation, compiled, and English where that language has none', () => {
    // Messages as @lingui/vite-plugin compiles a catalog: plain text, or parts with the placeholders named.
    installDeskLanguage('es', {
      Settings: 'Ajustes',
      'Check in {visitorName}': ['Registrar a ', ['visitorName']],
    });
    expect(t('Settings')).toBe('Ajustes');
    expect(t('Check in {visitorName}', { visitorName: 'Ada' })).toBe('Registrar a Ada');
    expect(t('Visit ID {visitId} has already been checked out.', { visitId: 7 })).toBe(
      'Visit ID 7 has already been checked out.',
    );
    sayDeskTextsWith(null);
    expect(t('Settings')).toBe('Settings');
  });

  it('gives a text with elements in its placeholders as parts in order, where the language puts them', () => {
    const name = { bold: 'Ada' };
    const link = { link: 'Settings' };
    expect(tParts('{visitorName}, visit ID {visitId}', { visitorName: name, visitId: 123456 })).toEqual([
      name,
      ', visit ID ',
      123456,
    ]);
    expect(tParts('Remove them in {settings} if asked.', { settings: link })).toEqual([
      'Remove them in ',
      link,
      ' if asked.',
    ]);
    installDeskLanguage('de', {
      'Remove them in {settings} if asked.': ['Falls gewünscht, in ', ['settings'], ' entfernen.'],
    });
    expect(tParts('Remove them in {settings} if asked.', { settings: link })).toEqual([
      'Falls gewünscht, in ',
      link,
      ' entfernen.',
    ]);
  });

  it('keeps in src/locales/en/operator.po every text the code says, as scripts/operatorCatalog.mjs writes it', () => {
    const { texts, problems } = operatorTexts();
    expect(problems).toEqual([]);
    expect(texts).toContain('Settings');
    expect(readFileSync(CATALOG, 'utf8')).toBe(catalogOf(texts));
    const check = spawnSync('node', ['scripts/operatorCatalog.mjs', '--check'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('refuses a text the catalog cannot hold: values that do not fill it, or a msg() of no text', () => {
    const source = [
      "import { t, msg } from '../../lib/operatorText';",
      "const a = t('Hello {visitorName}');",
      "const b = t('Hello {visitorName}', { name });",
      'const c = msg(label);',
      "const d = t('Hello {visitorName}', { visitorName });",
    ].join('\n');
    const { texts, problems } = textsIn('Example.tsx', source);
    expect(texts).toEqual(['Hello {visitorName}', 'Hello {visitorName}', 'Hello {visitorName}']);
    expect(problems).toEqual([
      'Example.tsx:2: no values for Hello {visitorName}',
      'Example.tsx:3: the values name do not fill Hello {visitorName}',
      'Example.tsx:4: msg() takes the text itself',
    ]);
  });
});
