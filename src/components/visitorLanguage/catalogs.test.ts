import { publicSite } from '../../test/fixtures';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arrivalProblems, EMPTY_ARRIVAL } from '../../features/contactless/arrivalForm';
import { AGREEMENT_MESSAGES } from '../../features/agreement/acceptance';
import { STALE_CODE_TEXT } from '../../features/contactless/ArrivalPage';
import { ANSWER_MESSAGES, ANSWER_TEXTS } from '../../backend/visitAnswers';
import { isProductTypeName, SPEC_VISITOR_TYPES, TEMPLATE_NAMES } from '../../backend/visitorTypes';
import { VISITOR_TYPE_TEMPLATES } from '../../backend/visitorTypeTemplates';
import {
  HOST_NOT_OFFERED,
  NOT_CHECKED_IN,
  PHONE_CLOCK_WRONG,
  PHOTO_REQUIRED,
} from '../../backend/port/contactless';
import { CAMERA_UNAVAILABLE } from '../WebcamCapture';
import { activateLanguage, ENGLISH, visitorI18n } from './catalogs';
import { preferredLanguage, VISITOR_LANGUAGES } from '../../lib/visitorLanguages';

const LOCALES = new URL('../../locales/', import.meta.url);

/** A catalog's messages, by id, as its PO file has them (each msgid and msgstr on one line). */
function catalog(code: string): Map<string, string> {
  const text = readFileSync(new URL(`${code}/visitor.po`, LOCALES), 'utf8');
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf(' ') + 1)) as string;
  const lines = text.split('\n');
  const messages = new Map<string, string>();
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    if (line.startsWith('msgid "') && line !== 'msgid ""') messages.set(unquote(line), unquote(next));
  });
  return messages;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const VALUES = {
  company: 'ACME',
  distance: '60 m',
  visitId: '123456',
  label: 'Employer',
  max: 500,
  version: 3,
};

describe('the visitor’s languages', () => {
  const english = catalog('en');

  it('ships English, Spanish, French, German, Hindi and Arabic, each catalog with every English message', () => {
    expect(
      readdirSync(LOCALES)
        .filter((name) => !name.includes('.'))
        .sort(),
    ).toEqual(VISITOR_LANGUAGES.map((language) => language.code).sort());
    for (const { code } of VISITOR_LANGUAGES) {
      const messages = catalog(code);
      expect([...messages.keys()], code).toEqual([...english.keys()]);
      for (const [id, translation] of messages) {
        expect(translation, `${code}: ${id}`).not.toBe('');
        expect(placeholders(translation), `${code}: ${id}`).toEqual(placeholders(id));
      }
    }
  });

  it('says every message in each language with its values in place, compiled, once the language is loaded', async () => {
    for (const { code } of VISITOR_LANGUAGES) {
      const i18n = visitorI18n();
      await activateLanguage(i18n, code);
      for (const [id, translation] of catalog(code)) {
        const said = i18n._(id, VALUES);
        expect(said, `${code}: ${id}`).not.toMatch(/[{}]/);
        for (const name of placeholders(id))
          expect(said).toContain(String(VALUES[name as keyof typeof VALUES]));
        if (placeholders(id).length === 0) expect(said).toBe(translation);
      }
    }
  });

  it('has in its catalog every text the visitor’s screens say, and says them in English as the desk does', () => {
    const problems = Object.values(arrivalProblems(EMPTY_ARRIVAL, publicSite({ companies: [], hosts: [] })));
    const said = [
      ...problems,
      ...Object.values(ANSWER_MESSAGES),
      ...Object.values(AGREEMENT_MESSAGES),
      STALE_CODE_TEXT,
      CAMERA_UNAVAILABLE,
      HOST_NOT_OFFERED,
      PHONE_CLOCK_WRONG,
      PHOTO_REQUIRED,
      NOT_CHECKED_IN,
    ];
    expect(problems).toHaveLength(7);
    // The product's own type names, said in the visitor's language.
    for (const type of [...SPEC_VISITOR_TYPES, ...VISITOR_TYPE_TEMPLATES]) {
      expect(isProductTypeName(type.name)).toBe(true);
      said.push(type.name);
    }
    expect(isProductTypeName('Auditor')).toBe(false);
    expect(TEMPLATE_NAMES).toEqual(VISITOR_TYPE_TEMPLATES.map((template) => template.name));
    for (const id of said) expect(english.has(id), id).toBe(true);
    expect(ENGLISH._(ANSWER_MESSAGES.tooLong, { label: 'Employer', max: 500 })).toBe(
      ANSWER_TEXTS.tooLong('Employer'),
    );
    expect(ANSWER_TEXTS.tooLong('Employer')).toBe(
      'The answer to “Employer” is too long: at most 500 characters.',
    );
  });

  it.each([
    [['es-MX', 'en'], 'es'],
    [['pt-BR', 'fr-CA'], 'fr'],
    [['AR'], 'ar'],
    [['zh-CN', 'ja'], 'en'],
    [[], 'en'],
  ])('starts in the first preferred language it speaks: %o → %s', (preferred, code) => {
    expect(preferredLanguage(preferred).code).toBe(code);
  });
});
