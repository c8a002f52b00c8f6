import { NAMED_AGREEMENT_ID } from './port/agreements';
import type { CheckInInput } from './port/visits';
import type { Question, VisitorType } from './port/visitorTypes';
import { languageName, mailLanguageOf } from '../lib/visitorLanguages';
import { answersProblem } from './visitAnswers';
import { QUESTION_TRANSLATIONS_MAX_LENGTH, storedQuestionTranslations } from './questionTranslations';
import { specTypeNamed, VISITOR_TYPE_LIMITS } from './visitorTypes';

/** Why a type as an admin edited it cannot be saved; null when it can. */
export function visitorTypeProblem(type: VisitorType, others: readonly VisitorType[]): string | null {
  const limits = VISITOR_TYPE_LIMITS;
  const name = type.name.trim();
  if (!name) return 'Give the type a name.';
  if (name.length > limits.name) return `The name is too long: at most ${limits.name} characters.`;
  if (
    others.some(
      (other) =>
        other.id !== type.id && !other.retired && other.name.trim().toLowerCase() === name.toLowerCase(),
    )
  )
    return `There is already a type named ${name}.`;
  if (type.agreementId !== undefined && !NAMED_AGREEMENT_ID.test(type.agreementId))
    return 'Choose the agreement again: this one cannot be found.';
  if (type.questions.length > limits.questions) return `A type asks at most ${limits.questions} questions.`;
  for (const [index, question] of type.questions.entries()) {
    const which = `Question ${index + 1}`;
    if (!question.label.trim()) return `${which} needs its text.`;
    if (question.label.length > limits.label)
      return `${which} is too long: at most ${limits.label} characters.`;
    if (question.help.length > limits.help)
      return `${which}’s help is too long: at most ${limits.help} characters.`;
    if (question.kind === 'choice') {
      const options = question.options.filter((option) => option.trim());
      if (options.length < 2) return `${which} needs at least two answers to choose from.`;
      if (options.length > limits.options) return `${which} offers at most ${limits.options} answers.`;
      if (options.some((option) => option.length > limits.option))
        return `${which} has an answer that is too long: at most ${limits.option} characters.`;
      if (new Set(options).size !== options.length) return `${which} offers the same answer twice.`;
    }
    const translated = translationProblem(question, which);
    if (translated) return translated;
  }
  if ((storedQuestionTranslations(type.questions)?.length ?? 0) > QUESTION_TRANSLATIONS_MAX_LENGTH)
    return 'The translations of this type’s questions are too long: shorten them, or translate fewer.';
  if (type.pastQuestions.length > limits.pastQuestions)
    return `This type has had too many questions: make a new type instead.`;
  return null;
}

/** Why a question's translations cannot be saved (each within the question's own limits); null if they can. */
function translationProblem(question: Question, which: string): string | null {
  const limits = VISITOR_TYPE_LIMITS;
  for (const [language, translation] of Object.entries(question.translations ?? {})) {
    if (!translation) continue;
    const where = `${which} in ${languageName(language)}`;
    if (!mailLanguageOf(language)) return `${where}: the visitor screens do not speak this language.`;
    if (!translation.label.trim()) return `${where} needs its text.`;
    if (translation.label.length > limits.label || /[\n\r]/.test(translation.label))
      return `${where} is too long: at most ${limits.label} characters, on one line.`;
    if (translation.help.length > limits.help)
      return `${where}: the help is too long: at most ${limits.help} characters.`;
    const options = translation.options;
    if (options.length > 0 && options.length !== question.options.length)
      return `${where}: give as many answers as the question offers (${question.options.length}), in the same order.`;
    if (options.some((option) => option.length > limits.option))
      return `${where} has an answer that is too long: at most ${limits.option} characters.`;
  }
  return null;
}

/**
 * Why this save of a type cannot be taken, against the company's types before it (what the rules refuse in
 * Firebase mode): the type's own limits, the number of types, and no question id given back.
 */
export function visitorTypeSaveProblem(type: VisitorType, before: readonly VisitorType[]): string | null {
  const problem = visitorTypeProblem(type, before);
  if (problem) return problem;
  const earlier = before.find((other) => other.id === type.id);
  if (!earlier && before.length >= VISITOR_TYPE_LIMITS.types)
    return `A company has at most ${VISITOR_TYPE_LIMITS.types} visitor types: change or delete one instead.`;
  if (!earlier) return null;
  const kept = new Set([...type.questions, ...type.pastQuestions].map((question) => question.id));
  const past = new Set(type.pastQuestions.map((question) => question.id));
  const lost = [...earlier.questions, ...earlier.pastQuestions].some((question) => !kept.has(question.id));
  const revived = earlier.pastQuestions.some((question) => !past.has(question.id));
  return lost || revived ? 'A question’s id was given back: reload and edit the type again.' : null;
}

/** The type as saved after an edit: questions the admin removed become past questions, keeping their ids. */
export function withRemovedQuestionsKept(edited: VisitorType, earlier: VisitorType | undefined): VisitorType {
  if (!earlier) return edited;
  const asked = new Set(edited.questions.map((question) => question.id));
  const removed = earlier.questions
    .filter((question) => !asked.has(question.id))
    .map(({ id, label }) => ({ id, label }));
  return { ...edited, pastQuestions: [...earlier.pastQuestions, ...removed] };
}

const notOffered = (name: string) => `The visitor type ${name} is not offered now: choose the type again.`;

/**
 * The type a check-in or an invitation names: one offered now under that name, or (named alone, by a tab
 * from before types) one of the spec's; undefined when none.
 */
function offeredTypeOf(
  types: readonly VisitorType[],
  named: Pick<CheckInInput, 'visitTypeId' | 'visitType'>,
): VisitorType | undefined {
  if (!named.visitTypeId) return specTypeNamed(named.visitType);
  const type = types.find((each) => each.id === named.visitTypeId);
  return type && !type.retired && type.name === named.visitType ? type : undefined;
}

/** Why an invitation cannot name this type (what the rules refuse in Firebase mode); null when it can. */
export function invitedTypeProblem(
  types: readonly VisitorType[],
  named: Pick<CheckInInput, 'visitTypeId' | 'visitType'>,
): string | null {
  return offeredTypeOf(types, named) ? null : notOffered(named.visitType);
}

/**
 * The type a check-in is of, as the company's types hold it, or why it cannot be of it (what the rules
 * refuse in Firebase mode): a type offered under its current name, a host unless it needs none, and the
 * answers its questions ask for. A check-in from a tab older than types names one of the spec's types
 * alone, and answers nothing.
 */
export function typeOfCheckIn(
  types: readonly VisitorType[],
  input: Pick<CheckInInput, 'visitTypeId' | 'visitType' | 'answers' | 'whomToMeet'>,
):
  | { type: Pick<VisitorType, 'agreement' | 'agreementId' | 'hostRequired' | 'photoRequired' | 'questions'> }
  | { problem: string } {
  const type = offeredTypeOf(types, input);
  if (!type) return { problem: notOffered(input.visitType) };
  // An old tab's visit is checked as the spec's type, with no questions, whatever the company changed.
  const asked = input.visitTypeId
    ? type
    : { questions: [], agreement: 'site' as const, hostRequired: true, photoRequired: false };
  if (!input.whomToMeet && asked.hostRequired)
    return { problem: 'Please choose whom the visitor is meeting.' };
  const problem = answersProblem(asked, input.answers ?? {});
  return problem ? { problem } : { type: asked };
}
