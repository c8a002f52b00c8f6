import { t } from '../../lib/operatorText';
import { useId, useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { AGREEMENT_MAX_LENGTH, type Agreement } from '../../backend/port/agreements';
import { SaveRow } from '../../components/SaveRow';
import { SelectField } from '../../components/SelectField';
import { useDraft } from '../../components/useDraft';
import { languageName, MAIL_LANGUAGES, type MailLanguage } from '../../lib/visitorLanguages';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { translateAgreement } from './agreementThunks';

/** Each language's text as typed ('' for none). */
const textsOf = (agreement: Agreement): Record<string, string> =>
  Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, agreement.translations?.[language] ?? '']));

/** The languages, by their own names, joined as a sentence reads them. */
const namesOf = (languages: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(languages.map((code) => languageName(code)));

/**
 * The company's own translations of the published version, one per visitor language: a visitor who reads
 * the phone or kiosk in that language reads it, with the original a click away; in any other language,
 * the original with a note. Never a machine translation of a legal text.
 */
export function AgreementTranslationsForm({ agreement }: { agreement: Agreement }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const textId = useId();
  const [language, setLanguage] = useState<MailLanguage>(MAIL_LANGUAGES[0]);
  const { draft, dirty, change, kept } = useDraft(() => textsOf(agreement));
  const save = useSaveNotice();
  const stored = textsOf(agreement);
  const translated = MAIL_LANGUAGES.filter((each) => (draft[each] ?? '').trim());

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = MAIL_LANGUAGES.filter((each) => (draft[each] ?? '').trim() !== (stored[each] ?? '')).map(
      (each) => ({
        language: each,
        text: draft[each] ?? '',
      }),
    );
    const saved = await save.settle(
      'translations',
      dispatch(translateAgreement({ version: agreement.version, changes })),
      {
        saved: translated.length
          ? t('Saved: visitors who choose {languages} read your translation of version {version}.', {
              languages: namesOf(translated),
              version: agreement.version,
            })
          : t('Saved: visitors read the agreement as you wrote it, in every language.'),
        failed: t('Could not save the translations'),
      },
    );
    if (saved) kept(draft);
  }

  return (
    <form
      className="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id={headingId}>{t('Translations')}</h3>
      <p className="hint">
        {t(
          'Visitors who read the phone or kiosk in another language sign your own translation of version {version} where you give one, and can open the original; otherwise they read the original, with a note saying so. A new version starts without translations.',
          { version: agreement.version },
        )}
      </p>
      <SelectField
        label={t('Language')}
        value={language}
        options={MAIL_LANGUAGES.map((each) => ({
          value: each,
          label: (draft[each] ?? '').trim()
            ? t('{language} (translated)', { language: languageName(each) })
            : languageName(each),
        }))}
        onChange={(chosen) => setLanguage(MAIL_LANGUAGES.find((each) => each === chosen) ?? language)}
      />
      <div className="field">
        <label htmlFor={textId}>
          {t('Translation into {language}', { language: languageName(language) })}
        </label>
        <textarea
          id={textId}
          lang={language}
          dir="auto"
          value={draft[language] ?? ''}
          rows={8}
          maxLength={AGREEMENT_MAX_LENGTH}
          onChange={(event) => change({ [language]: event.target.value })}
        />
      </div>
      {save.view}
      <SaveRow label={t('Save translations')} dirty={dirty} busy={save.isPending('translations')} />
    </form>
  );
}
