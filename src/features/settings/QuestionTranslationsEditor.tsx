import { t } from '../../lib/operatorText';
import { useId, useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { languageName, MAIL_LANGUAGES, type MailLanguage } from '../../lib/visitorLanguages';
import { EMPTY_TRANSLATION, type QuestionDraft, type TranslationDraft } from './visitorTypeForm';

interface Props {
  questions: QuestionDraft[];
  onChange: (index: number, language: string, changes: Partial<TranslationDraft>) => void;
}

/**
 * The type's questions in the visitors' languages, as the company writes them: a visitor who reads the
 * phone or kiosk in one sees them so; where a question has none, it is shown as written, with a note.
 */
export function QuestionTranslationsEditor({ questions, onChange }: Props) {
  const [language, setLanguage] = useState<MailLanguage>(MAIL_LANGUAGES[0]);
  const name = languageName(language);
  if (questions.length === 0) return null;
  return (
    <fieldset className="questions-editor">
      <legend>{t('The questions in the visitor’s language')}</legend>
      <p className="hint">
        {t(
          'Visitors who read the phone or kiosk in another language see your translation where you give one; otherwise the question as written, with a note. Answers keep the question’s own text.',
        )}
      </p>
      <SelectField
        label={t('Translate into')}
        value={language}
        options={MAIL_LANGUAGES.map((each) => ({ value: each, label: languageName(each) }))}
        onChange={(chosen) => setLanguage(MAIL_LANGUAGES.find((each) => each === chosen) ?? language)}
      />
      <ol>
        {questions.map((question, index) => (
          <li key={question.id} className="question-editor">
            <TranslatedQuestion
              number={index + 1}
              question={question}
              language={language}
              languageName={name}
              onChange={(changes) => onChange(index, language, changes)}
            />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

function TranslatedQuestion({
  number,
  question,
  language,
  languageName: name,
  onChange,
}: {
  number: number;
  question: QuestionDraft;
  language: MailLanguage;
  languageName: string;
  onChange: (changes: Partial<TranslationDraft>) => void;
}) {
  const optionsId = useId();
  const typed = question.translations[language] ?? EMPTY_TRANSLATION;
  return (
    <>
      <p className="hint">
        {t('Question {number}:', { number })} {question.label.trim() || t('(no text yet)')}
      </p>
      <TextField
        label={t('Question {number} in {name}', { number, name })}
        value={typed.label}
        onChange={(label) => onChange({ label })}
        maxLength={200}
        lang={language}
      />
      <TextField
        label={t('Question {number}: help in {name} (optional)', { number, name })}
        value={typed.help}
        onChange={(help) => onChange({ help })}
        maxLength={300}
        lang={language}
      />
      {question.kind === 'choice' && (
        <div className="field">
          <label htmlFor={optionsId}>
            {t('Question {number}: its answers in {name}, one per line, in the same order', { number, name })}
          </label>
          <textarea
            id={optionsId}
            lang={language}
            rows={4}
            value={typed.optionsText}
            onChange={(event) => onChange({ optionsText: event.target.value })}
          />
        </div>
      )}
    </>
  );
}
