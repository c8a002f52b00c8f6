import type { AgreementPolicy, Question, QuestionKind, VisitorType } from '../../backend/port/visitorTypes';
import { newQuestionId, VISITOR_TYPE_LIMITS } from '../../backend/visitorTypes';
import { visitorTypeProblem } from '../../backend/visitorTypeChecks';

/** A question as the editor holds it: a choice question's answers as typed, one per line. */
export interface QuestionDraft {
  id: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  help: string;
  optionsText: string;
  /** The company's translations as typed, by visitor language; a blank text: not translated. */
  translations: Partial<Record<string, TranslationDraft>>;
}

export interface TranslationDraft {
  label: string;
  help: string;
  optionsText: string;
}

export const EMPTY_TRANSLATION: TranslationDraft = { label: '', help: '', optionsText: '' };

/** Lines as typed, each trimmed, blank ones left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the type editor changes; the rest of the type (id, order, past questions) it keeps. */
export interface TypeDraft {
  name: string;
  colour: string;
  badgeColour: string;
  agreement: AgreementPolicy;
  /** Which agreement: a revision of another agreement, or '' for the visitor agreement. */
  agreementId: string;
  answersOnBadge: boolean;
  photoRequired: boolean;
  hostRequired: boolean;
  questions: QuestionDraft[];
}

export function draftOfType(type: VisitorType): TypeDraft {
  return {
    name: type.name,
    colour: type.colour,
    badgeColour: type.badgeColour,
    agreement: type.agreement,
    agreementId: type.agreementId ?? '',
    answersOnBadge: type.answersOnBadge,
    photoRequired: type.photoRequired,
    hostRequired: type.hostRequired,
    questions: type.questions.map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      required: question.required,
      help: question.help,
      optionsText: question.options.join('\n'),
      translations: Object.fromEntries(
        Object.entries(question.translations ?? {}).map(([language, translation]) => [
          language,
          {
            label: translation?.label ?? '',
            help: translation?.help ?? '',
            optionsText: translation?.options.join('\n') ?? '',
          },
        ]),
      ),
    })),
  };
}

export const newQuestionDraft = (): QuestionDraft => ({
  id: newQuestionId(),
  label: '',
  kind: 'short',
  required: true,
  help: '',
  optionsText: '',
  translations: {},
});

function questionOf(draft: QuestionDraft): Question {
  // A language whose text is left blank is not translated (its help and answers with it).
  const translations = Object.entries(draft.translations).flatMap(([language, typed]) =>
    typed?.label.trim()
      ? [
          [
            language,
            {
              label: typed.label.trim(),
              help: typed.help.trim(),
              options: draft.kind === 'choice' ? linesOf(typed.optionsText) : [],
            },
          ] as const,
        ]
      : [],
  );
  return {
    id: draft.id,
    label: draft.label.trim(),
    kind: draft.kind,
    required: draft.required,
    help: draft.help.trim(),
    options: draft.kind === 'choice' ? linesOf(draft.optionsText) : [],
    ...(translations.length > 0 && { translations: Object.fromEntries(translations) }),
  };
}

/** The type the draft makes of `type`, or why it cannot be saved. */
export function readTypeDraft(
  draft: TypeDraft,
  type: VisitorType,
  all: readonly VisitorType[],
): { type: VisitorType } | { problem: string } {
  const { agreementId: _earlier, ...kept } = type;
  const edited: VisitorType = {
    ...kept,
    ...(draft.agreementId && { agreementId: draft.agreementId }),
    name: draft.name.trim(),
    colour: draft.colour,
    badgeColour: draft.badgeColour,
    agreement: draft.agreement,
    answersOnBadge: draft.answersOnBadge,
    photoRequired: draft.photoRequired,
    hostRequired: draft.hostRequired,
    questions: draft.questions.map(questionOf),
  };
  const problem = visitorTypeProblem(edited, all);
  return problem ? { problem } : { type: edited };
}

/** The draft's questions with one moved up (-1) or down (+1). */
export function moved(questions: QuestionDraft[], index: number, by: -1 | 1): QuestionDraft[] {
  const target = index + by;
  if (target < 0 || target >= questions.length) return questions;
  const next = [...questions];
  const [question] = next.splice(index, 1);
  if (question) next.splice(target, 0, question);
  return next;
}

export const canAddQuestion = (draft: TypeDraft) => draft.questions.length < VISITOR_TYPE_LIMITS.questions;
