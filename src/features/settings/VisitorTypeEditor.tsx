import { t, msg } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { AgreementPolicy, QuestionKind, VisitorType } from '../../backend/port/visitorTypes';
import { AGREEMENT_POLICIES, QUESTION_KIND_NAMES, QUESTION_KINDS } from '../../backend/visitorTypes';
import { Alert } from '../../components/Alert';
import { SaveRow } from '../../components/SaveRow';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useDraft } from '../../components/useDraft';
import { useNamedAgreementsQuery } from '../agreement';
import { saveVisitorType } from './settingsThunks';
import { QuestionTranslationsEditor } from './QuestionTranslationsEditor';
import {
  canAddQuestion,
  draftOfType,
  EMPTY_TRANSLATION,
  moved,
  newQuestionDraft,
  readTypeDraft,
  type QuestionDraft,
} from './visitorTypeForm';

const AGREEMENT_LABELS: Record<AgreementPolicy, string> = {
  site: msg('As the site says (Site & policies)'),
  always: msg('Always'),
  never: msg('Never'),
};

interface EditorProps {
  type: VisitorType;
  all: readonly VisitorType[];
  onSaved: (type: VisitorType) => void;
  onCancel: () => void;
}

/** One type's name, colours, agreement and questions, saved together. */
export function VisitorTypeEditor({ type, all, onSaved, onCancel }: EditorProps) {
  const dispatch = useAppDispatch();
  const { draft, dirty, saving, change, save } = useDraft(() => draftOfType(type));
  const [problem, setProblem] = useState<string | null>(null);
  const isNew = !all.some((each) => each.id === type.id);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readTypeDraft(draft, type, all);
    if ('problem' in read) return setProblem(read.problem);
    const earlier = all.find((each) => each.id === type.id);
    const failure = await save(async () => {
      const result = await dispatch(saveVisitorType({ type: read.type, earlier }));
      return saveVisitorType.rejected.match(result) ? (result.payload?.message ?? t('unknown error')) : null;
    });
    if (failure === null) onSaved(read.type);
    else setProblem(t('Could not save: {reason}', { reason: failure }));
  }

  const setQuestion = (index: number, changes: Partial<QuestionDraft>) =>
    change({ questions: draft.questions.map((q, at) => (at === index ? { ...q, ...changes } : q)) });

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="type-editor-heading"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="type-editor-heading">
        {isNew ? t('New visitor type') : t('Edit {name}', { name: type.name })}
      </h3>
      <TextField
        label={t('Name')}
        value={draft.name}
        onChange={(name) => change({ name })}
        maxLength={40}
        mainField
      />
      <div className="field-row">
        <TextField
          label={t('Colour')}
          type="color"
          value={draft.colour}
          onChange={(colour) => change({ colour })}
        />
        <TextField
          label={t('Badge colour')}
          type="color"
          value={draft.badgeColour}
          onChange={(badgeColour) => change({ badgeColour })}
        />
      </div>
      <SelectField
        label={t('Visitor agreement')}
        value={draft.agreement}
        options={AGREEMENT_POLICIES.map((policy) => ({ value: policy, label: t(AGREEMENT_LABELS[policy]) }))}
        onChange={(value) => change({ agreement: AGREEMENT_POLICIES.find((p) => p === value) ?? 'site' })}
      />
      {draft.agreement !== 'never' && (
        <WhichAgreementField value={draft.agreementId} onChange={(agreementId) => change({ agreementId })} />
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={draft.answersOnBadge}
          onChange={(event) => change({ answersOnBadge: event.target.checked })}
        />
        {t('Print the answers on the visitor’s badge')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.hostRequired}
          onChange={(event) => change({ hostRequired: event.target.checked })}
        />
        {t('The visitor meets a host (the desk asks whom, and the host is emailed)')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.photoRequired}
          onChange={(event) => change({ photoRequired: event.target.checked })}
        />
        {t('A photo is required when the visitor checks in from a phone or the kiosk')}
      </label>
      <fieldset className="questions-editor">
        <legend>{t('Questions (at most 10), asked in this order')}</legend>
        {draft.questions.length === 0 && (
          <p className="hint">{t('No questions: the desk asks only the spec’s fields.')}</p>
        )}
        <ol>
          {draft.questions.map((question, index) => (
            <li key={question.id} className="question-editor">
              <QuestionEditor
                number={index + 1}
                question={question}
                onChange={(changes) => setQuestion(index, changes)}
              />
              <div className="row-actions">
                <button
                  type="button"
                  className="button"
                  disabled={index === 0}
                  onClick={() => change({ questions: moved(draft.questions, index, -1) })}
                >
                  {t('Move question {number} up', { number: index + 1 })}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === draft.questions.length - 1}
                  onClick={() => change({ questions: moved(draft.questions, index, 1) })}
                >
                  {t('Move question {number} down', { number: index + 1 })}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => change({ questions: draft.questions.filter((_, at) => at !== index) })}
                >
                  {t('Remove question {number}', { number: index + 1 })}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button"
          disabled={!canAddQuestion(draft)}
          onClick={() => change({ questions: [...draft.questions, newQuestionDraft()] })}
        >
          {t('Add a question')}
        </button>
      </fieldset>
      <p className="hint">
        {t(
          'A removed question is asked no more; visits keep what was answered, and the export keeps its column.',
        )}
      </p>
      <QuestionTranslationsEditor
        questions={draft.questions}
        onChange={(index, language, changes) => {
          const question = draft.questions[index];
          const typed = question?.translations[language] ?? EMPTY_TRANSLATION;
          setQuestion(index, {
            translations: { ...question?.translations, [language]: { ...typed, ...changes } },
          });
        }}
      />
      <Alert message={problem} />
      <SaveRow label={t('Save the type')} dirty={dirty || isNew} busy={saving} />
      <button type="button" className="button" onClick={onCancel}>
        {t('Cancel')}
      </button>
    </form>
  );
}

function QuestionEditor({
  number,
  question,
  onChange,
}: {
  number: number;
  question: QuestionDraft;
  onChange: (changes: Partial<QuestionDraft>) => void;
}) {
  return (
    <>
      <TextField
        label={t('Question {number}', { number })}
        value={question.label}
        onChange={(label) => onChange({ label })}
        maxLength={200}
      />
      <div className="field-row">
        <SelectField
          label={t('Question {number}: answer', { number })}
          value={question.kind}
          options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(QUESTION_KIND_NAMES[kind]) }))}
          onChange={(value) =>
            onChange({ kind: QUESTION_KINDS.find((kind): kind is QuestionKind => kind === value) ?? 'short' })
          }
        />
        <label className="check">
          <input
            type="checkbox"
            checked={question.required}
            onChange={(event) => onChange({ required: event.target.checked })}
          />
          {t('Question {number} must be answered', { number })}
        </label>
      </div>
      {question.kind === 'choice' && (
        <div className="field">
          <label htmlFor={`options-${question.id}`}>
            {t('Question {number}: answers to choose from, one per line', { number })}
          </label>
          <textarea
            id={`options-${question.id}`}
            rows={4}
            value={question.optionsText}
            onChange={(event) => onChange({ optionsText: event.target.value })}
          />
        </div>
      )}
      <TextField
        label={t('Question {number}: help (optional)', { number })}
        value={question.help}
        onChange={(help) => onChange({ help })}
        maxLength={300}
      />
    </>
  );
}

/**
 * Which agreement the type asks for: the visitor agreement, or the newest revision of another one (a type
 * still naming an earlier revision keeps it until chosen again).
 */
function WhichAgreementField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { data: agreements = [] } = useNamedAgreementsQuery(undefined);
  const options = [
    { value: '', label: t('The visitor agreement') },
    ...agreements.map((agreement) => ({ value: agreement.id, label: agreement.name })),
  ];
  if (!options.some((option) => option.value === value)) {
    options.push({ value, label: t('An earlier revision ({id})', { id: value }) });
  }
  return <SelectField label={t('Which agreement')} value={value} options={options} onChange={onChange} />;
}
