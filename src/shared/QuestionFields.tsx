import { useId, useState } from 'react';
import type { Answers, Question, QuestionTranslation } from '../backend/port/visitorTypes';
import { questionIn } from '../backend/questionTranslations';
import { readAnswers, type AnswerDraft } from '../backend/visitAnswers';
import type { Message } from '../lib/message';
import { useVisitorText } from '../components/visitorLanguage';

interface QuestionFieldsProps {
  questions: readonly Question[];
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  /** The question whose answer will not do, and why: shown under it (the form focuses its field). */
  problem?: { questionId: string; message: Message } | null;
}

/** The name of a question's field in its form, for the form to focus the one that will not do. */
export const questionFieldName = (questionId: string) => `question-${questionId}`;

/**
 * A visitor type's questions, in its order: each a labelled field of its kind, its help under it, optional
 * ones marked. One component for every screen a visitor arrives by.
 */
export function QuestionFields({ questions, draft, onChange, problem }: QuestionFieldsProps) {
  const { t, i18n } = useVisitorText();
  if (questions.length === 0) return null;
  return (
    <div className="questions">
      {questions.map((question) => {
        // In the visitor's language where the company translated it; the answer stays the question's own.
        const shown = questionIn(question, i18n.locale);
        return (
          <QuestionField
            key={question.id}
            question={question}
            shown={shown}
            value={draft[question.id] ?? ''}
            onChange={(value) => onChange({ ...draft, [question.id]: value })}
            error={
              problem?.questionId === question.id
                ? t(problem.message.id, { ...problem.message.values, label: shown.label })
                : null
            }
          />
        );
      })}
    </div>
  );
}

interface QuestionFieldProps {
  question: Question;
  /** Its text, help and choices as the visitor reads them. */
  shown: QuestionTranslation;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

function QuestionField({ question, shown, value, onChange, error }: QuestionFieldProps) {
  const id = useId();
  const { t } = useVisitorText();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [shown.help && helpId, error && errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: questionFieldName(question.id),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': question.required || undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>
        {shown.label}
        {!question.required && <span className="optional"> {t('(optional)')}</span>}
      </label>
      {question.kind === 'long' ? (
        <textarea
          {...common}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : question.kind === 'yesno' || question.kind === 'choice' ? (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('Choose…')}</option>
          {(question.kind === 'yesno'
            ? [
                { value: 'yes', label: t('Yes') },
                { value: 'no', label: t('No') },
              ]
            : question.options.map((option, index) => ({
                value: option,
                label: shown.options[index] ?? option,
              }))
          ).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={question.kind === 'date' ? 'date' : 'text'}
          inputMode={question.kind === 'number' ? 'decimal' : undefined}
          maxLength={question.kind === 'short' ? 500 : undefined}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {shown.help && (
        <p id={helpId} className="hint">
          {shown.help}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The questions step of a check-in: the fields to show, and the answers (or the question that will not do,
 * focused, with everything typed kept) when Check In is pressed.
 */
export function useAnswers(questions: readonly Question[]) {
  const [draft, setDraft] = useState<AnswerDraft>({});
  const [problem, setProblem] = useState<{ questionId: string; message: Message } | null>(null);

  function read(form?: HTMLFormElement): Answers | null {
    const result = readAnswers({ questions: [...questions] }, draft);
    if ('problem' in result) {
      setProblem({ questionId: result.questionId, message: result.problem });
      const field = form?.elements.namedItem(questionFieldName(result.questionId));
      if (field instanceof HTMLElement) field.focus();
      return null;
    }
    setProblem(null);
    return result.answers;
  }

  return {
    read,
    /** What was answered so far, the wrong ones left out (a turned-away visitor's record). */
    given: (): Answers => {
      const result = readAnswers({ questions: [...questions] }, draft);
      return 'answers' in result ? result.answers : {};
    },
    clearProblem: () => setProblem(null),
    view: <QuestionFields questions={questions} draft={draft} onChange={setDraft} problem={problem} />,
  };
}
