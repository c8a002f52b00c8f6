import { englishText, type Message } from '../lib/message';
import type { Answer, Answers, Question, VisitorType } from './port/visitorTypes';

/** The longest answer, in characters (the rules check the same). */
export const ANSWER_MAX_LENGTH = 500;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_LIMIT = 1e12;

/** What the form holds for each question, as typed ('yes' / 'no' for a yes/no question). */
export type AnswerDraft = Record<string, string>;

/** Why an answer will not do, as messages (the visitor's screens say them in the visitor's language). */
export const ANSWER_MESSAGES = {
  missing: 'Please answer “{label}”.',
  tooLong: 'The answer to “{label}” is too long: at most {max} characters.',
  oneLine: 'The answer to “{label}” takes one line.',
  notANumber: 'The answer to “{label}” must be a number.',
  notADate: 'The answer to “{label}” must be a date.',
  notAChoice: 'Choose one of the answers offered to “{label}”.',
} as const;

type AnswerProblem = keyof typeof ANSWER_MESSAGES;

/** The message saying why this question's answer will not do. */
export const answerMessage = (problem: AnswerProblem, label: string): Message => ({
  id: ANSWER_MESSAGES[problem],
  values: { label, max: ANSWER_MAX_LENGTH },
});

const inEnglish = (problem: AnswerProblem) => (label: string) => englishText(answerMessage(problem, label));

/** The same in English, as the backend's errors say it. */
export const ANSWER_TEXTS = {
  missing: inEnglish('missing'),
  tooLong: inEnglish('tooLong'),
  oneLine: inEnglish('oneLine'),
  notANumber: inEnglish('notANumber'),
  notADate: inEnglish('notADate'),
  notAChoice: inEnglish('notAChoice'),
} as const;

type Read = { value: string | null } | { problem: Message };

function readOne(question: Question, typed: string): Read {
  const raw = typed.trim();
  if (raw === '')
    return question.required ? { problem: answerMessage('missing', question.label) } : { value: null };
  switch (question.kind) {
    case 'yesno':
      return raw === 'yes' || raw === 'no'
        ? { value: raw }
        : { problem: answerMessage('missing', question.label) };
    case 'number': {
      const value = Number(raw.replace(',', '.'));
      return Number.isFinite(value) && Math.abs(value) <= NUMBER_LIMIT
        ? { value: String(value) }
        : { problem: answerMessage('notANumber', question.label) };
    }
    case 'date':
      return DATE.test(raw) && !Number.isNaN(Date.parse(raw))
        ? { value: raw }
        : { problem: answerMessage('notADate', question.label) };
    case 'choice':
      return question.options.includes(raw)
        ? { value: raw }
        : { problem: answerMessage('notAChoice', question.label) };
    case 'short':
    case 'long':
      if (raw.length > ANSWER_MAX_LENGTH) return { problem: answerMessage('tooLong', question.label) };
      if (question.kind === 'short' && /[\r\n]/.test(raw))
        return { problem: answerMessage('oneLine', question.label) };
      return { value: raw };
  }
}

/**
 * The visitor's answers to the type's questions, as the visit keeps them (each with the question's text as
 * asked, unanswered optional ones left out), or the first question whose answer will not do, and why.
 */
export function readAnswers(
  type: Pick<VisitorType, 'questions'>,
  draft: AnswerDraft,
): { answers: Answers } | { problem: Message; questionId: string } {
  const answers: Answers = {};
  for (const question of type.questions) {
    const read = readOne(question, draft[question.id] ?? '');
    if ('problem' in read) return { problem: read.problem, questionId: question.id };
    if (read.value !== null) answers[question.id] = { question: question.label, value: read.value };
  }
  return { answers };
}

/**
 * Why a visit's answers do not fit its type (what the rules refuse in Firebase mode; the local adapter
 * refuses the same): null when they do.
 */
export function answersProblem(type: Pick<VisitorType, 'questions'>, answers: Answers): string | null {
  const asked = new Map(type.questions.map((question) => [question.id, question]));
  for (const id of Object.keys(answers))
    if (!asked.has(id)) return `No question ${id} is asked of this type.`;
  for (const question of type.questions) {
    const answer = answers[question.id];
    if (!answer) {
      if (question.required) return ANSWER_TEXTS.missing(question.label);
      continue;
    }
    if (answer.question !== question.label)
      return `The answer to “${question.label}” names another question.`;
    const read = readOne(question, answer.value);
    if ('problem' in read) return englishText(read.problem);
    if (read.value !== answer.value) return ANSWER_TEXTS.missing(question.label);
  }
  return null;
}

/** An answer as the desk shows it: a yes/no answer capitalised. */
export function answerText(answer: Answer): string {
  return answer.value === 'yes' ? 'Yes' : answer.value === 'no' ? 'No' : answer.value;
}

/**
 * Answers as Firestore keeps them: the answers by question id, and beside them the questions' texts as
 * asked (two maps of text the rules check at once; visitDocument.ts).
 */
export function storedAnswers(answers: Answers): {
  answers: Record<string, string>;
  answerQuestions: Record<string, string>;
} {
  const entries = Object.entries(answers);
  return {
    answers: Object.fromEntries(entries.map(([id, answer]) => [id, answer.value])),
    answerQuestions: Object.fromEntries(entries.map(([id, answer]) => [id, answer.question])),
  };
}

/** Stored answers read back: each text answer with its question's text as asked. */
export function answersOf(values: Record<string, unknown>, questions: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const [id, value] of Object.entries(values)) {
    const question = questions[id];
    if (typeof value === 'string')
      answers[id] = { question: typeof question === 'string' ? question : '', value };
  }
  return answers;
}

/**
 * A visit's answers in the order its type asks them (a store may keep a map in any order), those of
 * questions no longer asked after them.
 */
export function orderedAnswers(
  answers: Answers | undefined,
  type: Pick<VisitorType, 'questions'> | undefined,
): [string, Answer][] {
  const entries = Object.entries(answers ?? {});
  const place = new Map(type?.questions.map((question, index) => [question.id, index]));
  const at = (id: string) => place.get(id) ?? Number.MAX_SAFE_INTEGER;
  return entries.sort(([a], [b]) => at(a) - at(b) || a.localeCompare(b));
}
