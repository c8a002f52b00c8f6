import { t } from '../../lib/operatorText';
import { useId, useState, type SubmitEvent } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '../../app/hooks';
import {
  AGREEMENT_MAX_LENGTH,
  type Agreement,
  type AgreementTranslations,
  type NamedAgreement,
} from '../../backend/port/agreements';
import { SaveRow } from '../../components/SaveRow';
import { SelectField } from '../../components/SelectField';
import { useDraft } from '../../components/useDraft';
import { languageName, MAIL_LANGUAGES, type MailLanguage } from '../../lib/visitorLanguages';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { translateAgreement, translateOtherAgreement, type TranslationChange } from './agreementThunks';

/** Each language's text as typed ('' for none). */
const textsOf = (translations: AgreementTranslations | undefined): Record<string, string> =>
  Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, translations?.[language] ?? '']));

/** The languages, by their own names, joined as a sentence reads them. */
const namesOf = (languages: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(languages.map((code) => languageName(code)));

/**
 * The company's own translations of the visitor agreement's published version, one per visitor language:
 * a visitor who reads the phone or kiosk in that language reads it, with the original a click away; in any
 * other language, the original with a note. Never a machine translation of a legal text.
 */
export function AgreementTranslationsForm({ agreement }: { agreement: Agreement }) {
  const dispatch = useAppDispatch();
  const { version } = agreement;
  return (
    <TranslationsForm
      heading={t('Translations')}
      translations={agreement.translations}
      hint={t(
        'Visitors who read the phone or kiosk in another language sign your own translation of version {version} where you give one, and can open the original; otherwise they read the original, with a note saying so. A new version starts without translations.',
        { version },
      )}
      savedIn={(languages) =>
        t('Saved: visitors who choose {languages} read your translation of version {version}.', {
          languages,
          version,
        })
      }
      translate={(changes) => dispatch(translateAgreement({ version, changes }))}
    />
  );
}

/** The same, for a revision of another agreement (a new revision starts without them). */
export function OtherAgreementTranslationsForm({ agreement }: { agreement: NamedAgreement }) {
  const dispatch = useAppDispatch();
  const { revision, id } = agreement;
  return (
    <TranslationsForm
      heading={t('Translations of {name}', { name: agreement.name })}
      translations={agreement.translations}
      hint={t(
        'Visitors who read the phone or kiosk in another language sign your own translation of revision {revision} where you give one, and can open the original; otherwise they read the original, with a note saying so. A new revision starts without translations.',
        { revision },
      )}
      savedIn={(languages) =>
        t('Saved: visitors who choose {languages} read your translation of revision {revision}.', {
          languages,
          revision,
        })
      }
      translate={(changes) => dispatch(translateOtherAgreement({ id, changes }))}
    />
  );
}

function TranslationsForm({
  heading,
  translations,
  hint,
  savedIn,
  translate,
}: {
  heading: string;
  translations: AgreementTranslations | undefined;
  hint: string;
  /** The notice once saved, with the translated languages' names. */
  savedIn: (languages: string) => string;
  translate: (changes: TranslationChange[]) => Promise<UnknownAction>;
}) {
  const headingId = useId();
  const textId = useId();
  const [language, setLanguage] = useState<MailLanguage>(MAIL_LANGUAGES[0]);
  const { draft, dirty, change, kept } = useDraft(() => textsOf(translations));
  const save = useSaveNotice();
  const stored = textsOf(translations);
  const translated = MAIL_LANGUAGES.filter((each) => (draft[each] ?? '').trim());

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = MAIL_LANGUAGES.filter((each) => (draft[each] ?? '').trim() !== (stored[each] ?? '')).map(
      (each) => ({ language: each, text: draft[each] ?? '' }),
    );
    const saved = await save.settle('translations', translate(changes), {
      saved: translated.length
        ? savedIn(namesOf(translated))
        : t('Saved: visitors read the agreement as you wrote it, in every language.'),
      failed: t('Could not save the translations'),
    });
    if (saved) kept(draft);
  }

  return (
    <form
      className="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id={headingId}>{heading}</h3>
      <p className="hint">{hint}</p>
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
