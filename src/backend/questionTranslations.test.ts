import { describe, expect, it } from 'vitest';
import type { Question } from './port/visitorTypes';
import { VISITOR_LANGUAGES } from '../lib/visitorLanguages';
import { visitorTypeProblem } from './visitorTypeChecks';
import { SPEC_VISITOR_TYPES } from './visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from './visitorTypeTemplates';
import {
  questionIn,
  readQuestionTranslations,
  storedQuestionTranslations,
  translationsAt,
} from './questionTranslations';

const CARRIER: Question = {
  id: 'qcarrier1',
  label: 'Carrier',
  kind: 'choice',
  required: true,
  help: 'Who brings it',
  options: ['DHL', 'Other'],
  translations: { fr: { label: 'Transporteur', help: '', options: ['DHL', 'Autre'] } },
};
const COUNT: Question = {
  id: 'qcount001',
  label: 'Packages',
  kind: 'number',
  required: true,
  help: '',
  options: [],
};

describe('the questions’ translations as stored', () => {
  it('are one text, three texts a question by language, read back as they were', () => {
    const stored = storedQuestionTranslations([COUNT, CARRIER]);
    expect(JSON.parse(stored ?? '')).toEqual({ fr: ['', '', '', 'Transporteur', '', 'DHL\nAutre'] });
    const read = readQuestionTranslations(stored);
    expect(translationsAt(read, 0)).toBeUndefined();
    expect(translationsAt(read, 1)).toEqual(CARRIER.translations);
    expect(storedQuestionTranslations([COUNT])).toBeUndefined();
  });

  it('reads what this code cannot read as none: no text, broken JSON, English, a language not offered', () => {
    for (const stored of [
      undefined,
      42,
      '{not json',
      '"text"',
      JSON.stringify({ en: ['X', '', ''], xx: ['Y', '', ''] }),
    ]) {
      expect(translationsAt(readQuestionTranslations(stored), 0)).toBeUndefined();
    }
  });

  it('shows a question in a language as translated, a choice’s answers only when all are', () => {
    expect(questionIn(CARRIER, 'fr')).toEqual({
      label: 'Transporteur',
      help: '',
      options: ['DHL', 'Autre'],
      translated: true,
    });
    expect(questionIn(CARRIER, 'es')).toMatchObject({
      label: 'Carrier',
      help: 'Who brings it',
      translated: false,
    });
    const partly = {
      ...CARRIER,
      translations: { fr: { label: 'Transporteur', help: '', options: ['DHL'] } },
    };
    expect(questionIn(partly, 'fr').options).toEqual(['DHL', 'Other']);
  });
});

describe('the templates’ questions', () => {
  it('come in every language after English, each a whole translation the save checks take', () => {
    const others = VISITOR_LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
    for (const template of VISITOR_TYPE_TEMPLATES) {
      const type = typeFromTemplate(template, SPEC_VISITOR_TYPES.length);
      expect(visitorTypeProblem(type, SPEC_VISITOR_TYPES), template.name).toBeNull();
      for (const question of type.questions) {
        expect(Object.keys(question.translations ?? {}).sort(), question.label).toEqual([...others].sort());
        for (const code of others) {
          const asked = questionIn(question, code);
          expect(asked.translated, `${question.label} in ${code}`).toBe(true);
          expect(asked.label).not.toBe(question.label);
          expect(asked.options).toHaveLength(question.options.length);
        }
      }
    }
  });
});
