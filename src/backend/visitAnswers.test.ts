import { englishText } from '../lib/message';
import { describe, expect, it } from 'vitest';
import type { Question, VisitorType } from './port/visitorTypes';
import {
  ANSWER_TEXTS,
  answersOf,
  answersProblem,
  answerText,
  readAnswers,
  storedAnswers,
} from './visitAnswers';
import { completeVisitorTypes, everyQuestion, SPEC_VISITOR_TYPES, storedVisitorType } from './visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from './visitorTypeTemplates';

const ask = (id: string, kind: Question['kind'], fields: Partial<Question> = {}): Question => ({
  id,
  label: `Question ${id}`,
  kind,
  required: true,
  help: '',
  options: [],
  ...fields,
});

const TYPE = {
  questions: [
    ask('qshort001', 'short'),
    ask('qlong0001', 'long', { required: false }),
    ask('qyesno001', 'yesno'),
    ask('qchoice01', 'choice', { options: ['Roof', 'Basement'] }),
    ask('qnumber01', 'number'),
    ask('qdate0001', 'date'),
  ],
};
const GOOD = {
  qshort001: ' Initech ',
  qyesno001: 'no',
  qchoice01: 'Roof',
  qnumber01: '3,5',
  qdate0001: '2030-01-31',
};

describe('answers as the visitor gives them', () => {
  it('keeps each answer as text with its question as asked, leaving out an optional one not given', () => {
    const read = readAnswers(TYPE, GOOD);
    expect(read).toEqual({
      answers: {
        qshort001: { question: 'Question qshort001', value: 'Initech' },
        qyesno001: { question: 'Question qyesno001', value: 'no' },
        qchoice01: { question: 'Question qchoice01', value: 'Roof' },
        qnumber01: { question: 'Question qnumber01', value: '3.5' },
        qdate0001: { question: 'Question qdate0001', value: '2030-01-31' },
      },
    });
    if (!('answers' in read)) throw new Error('refused');
    expect(answersProblem(TYPE, read.answers)).toBeNull();
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['a required one empty', { qshort001: '  ' }, 'qshort001', ANSWER_TEXTS.missing('Question qshort001')],
    [
      'a short one of two lines',
      { qshort001: 'a\nb' },
      'qshort001',
      ANSWER_TEXTS.oneLine('Question qshort001'),
    ],
    ['one too long', { qlong0001: 'x'.repeat(501) }, 'qlong0001', ANSWER_TEXTS.tooLong('Question qlong0001')],
    ['a yes/no neither', { qyesno001: 'maybe' }, 'qyesno001', ANSWER_TEXTS.missing('Question qyesno001')],
    [
      'a choice not offered',
      { qchoice01: 'Attic' },
      'qchoice01',
      ANSWER_TEXTS.notAChoice('Question qchoice01'),
    ],
    [
      'a number that is not',
      { qnumber01: 'three' },
      'qnumber01',
      ANSWER_TEXTS.notANumber('Question qnumber01'),
    ],
    [
      'a date that is not',
      { qdate0001: '31/01/2030' },
      'qdate0001',
      ANSWER_TEXTS.notADate('Question qdate0001'),
    ],
  ])('says which question will not do: %s', (_, change, questionId, problem) => {
    const read = readAnswers(TYPE, { ...GOOD, ...change });
    if (!('problem' in read)) throw new Error('taken');
    expect(read.questionId).toBe(questionId);
    expect(englishText(read.problem)).toBe(problem);
  });

  it('refuses stored answers that do not fit: an unknown question, another text, a kind’s wrong form', () => {
    const read = readAnswers(TYPE, GOOD);
    if (!('answers' in read)) throw new Error('refused');
    const { answers } = read;
    expect(answersProblem(TYPE, { ...answers, qother001: { question: 'Q', value: 'x' } })).toBe(
      'No question qother001 is asked of this type.',
    );
    expect(answersProblem(TYPE, { ...answers, qshort001: { question: 'Company', value: 'x' } })).toMatch(
      /names another question/,
    );
    expect(
      answersProblem(TYPE, { ...answers, qnumber01: { question: 'Question qnumber01', value: '3,5' } }),
    ).toBe(ANSWER_TEXTS.missing('Question qnumber01'));
    const { qshort001: _, ...withoutRequired } = answers;
    expect(answersProblem(TYPE, withoutRequired)).toBe(ANSWER_TEXTS.missing('Question qshort001'));
  });

  it('stores answers beside their questions, reads them back, and shows yes and no capitalised', () => {
    const answers = { qyesno001: { question: 'Inducted?', value: 'yes' } };
    const stored = storedAnswers(answers);
    expect(stored).toEqual({ answers: { qyesno001: 'yes' }, answerQuestions: { qyesno001: 'Inducted?' } });
    expect(answersOf(stored.answers, stored.answerQuestions)).toEqual(answers);
    expect(answerText({ question: 'Inducted?', value: 'yes' })).toBe('Yes');
    expect(answerText({ question: 'Employer', value: 'Initech' })).toBe('Initech');
  });
});

describe('types as stored', () => {
  it('reads a saved type back as it was, the spec’s three completing a site that changed none', () => {
    const template = VISITOR_TYPE_TEMPLATES.find((each) => each.name === 'Delivery');
    if (!template) throw new Error('no Delivery template');
    const delivery: VisitorType = {
      ...typeFromTemplate(template, 3),
      pastQuestions: [{ id: 'qold00001', label: 'Old question' }],
    };
    expect(completeVisitorTypes(undefined)).toEqual(SPEC_VISITOR_TYPES);
    const types = completeVisitorTypes({ [delivery.id]: storedVisitorType(delivery) });
    expect(types).toEqual([...SPEC_VISITOR_TYPES, delivery]);
    expect(everyQuestion(types)).toEqual([
      ...delivery.questions.map(({ id, label }) => ({ id, label })),
      { id: 'qold00001', label: 'Old question' },
    ]);
  });
});
