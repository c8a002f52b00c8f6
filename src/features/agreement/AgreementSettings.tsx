import { t } from '../../lib/operatorText';
import { useId, useState, type SubmitEvent } from 'react';
import { SaveRow } from '../../components/SaveRow';
import { useDraft } from '../../components/useDraft';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import { AGREEMENT_MAX_LENGTH, type Agreement } from '../../backend/port/agreements';
import { Alert } from '../../components/Alert';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { useLatestAgreementQuery } from './agreementApi';
import { AgreementTranslationsForm } from './AgreementTranslationsForm';
import { saveAgreement } from './agreementThunks';

/** Why the agreement settings cannot be saved, or null. */
export function agreementProblem(text: string, required: boolean): string | null {
  if (text.trim().length > AGREEMENT_MAX_LENGTH) {
    return t('The agreement is too long: at most {maxLength} characters.', {
      maxLength: AGREEMENT_MAX_LENGTH.toLocaleString('en-US'),
    });
  }
  if (required && !text.trim()) return t('Write the agreement before asking visitors to accept it.');
  return null;
}

/** The site's visitor agreement (NDA, safety rules): its text, versioned, and whether check-in asks for it. */
export function AgreementSettings() {
  const { data: site } = useSiteQuery(undefined);
  const { data: latest, error } = useLatestAgreementQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="agreement-heading">
      <h2 id="agreement-heading">{t('Visitor agreement')}</h2>
      <Alert message={failureText(t('the agreement'), error)} />
      {site && latest !== undefined && <AgreementForm latest={latest} required={site.agreementRequired} />}
      {/* A new version starts a form of its own: its translations are its own. */}
      {latest && <AgreementTranslationsForm key={latest.version} agreement={latest} />}
    </section>
  );
}

function AgreementForm({ latest, required: savedRequired }: { latest: Agreement | null; required: boolean }) {
  const dispatch = useAppDispatch();
  const textId = useId();
  const timeZone = useAppSelector(selectSiteTimeZone);
  const { draft, dirty, change, kept } = useDraft(() => ({
    text: latest?.text ?? '',
    required: savedRequired,
  }));
  const { text, required } = draft;
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveNotice();

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = agreementProblem(text, required);
    setProblem(invalid);
    if (invalid) return;
    const changed = text.trim() !== (latest?.text ?? '');
    const saved = await save.settle('agreement', dispatch(saveAgreement({ text, required })), {
      saved: changed
        ? required
          ? t('Saved as a new version: every check-in asks the visitor to accept it.')
          : t('Saved as a new version: check-in does not ask for it.')
        : required
          ? t('Saved: every check-in asks the visitor to accept it.')
          : t('Saved: check-in does not ask for it.'),
      failed: t('Could not save'),
    });
    if (saved) kept(draft);
  }

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="agreement-heading"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className="hint">
        {latest
          ? t(
              'Version {version}, published {publishedAt} by {publishedBy}. Saving a changed text publishes the next version; each visit keeps the version its visitor accepted.',
              {
                version: latest.version,
                publishedAt: formatVisitTime(latest.publishedAt, timeZone),
                publishedBy: latest.publishedBy,
              },
            )
          : t(
              'No agreement yet. Visitors accept it by typing their name and signing, at the desk or on their phone.',
            )}
      </p>
      <div className="field">
        <label htmlFor={textId}>{t('Agreement text')}</label>
        <textarea
          id={textId}
          value={text}
          rows={8}
          maxLength={AGREEMENT_MAX_LENGTH}
          onChange={(event) => change({ text: event.target.value })}
          // The page's main field, as on every desk screen.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={required}
          onChange={(event) => change({ required: event.target.checked })}
        />
        {t('Ask every visitor to accept it before checking in')}
      </label>
      <Alert message={problem} />
      {save.view}
      <SaveRow label={t('Save agreement')} dirty={dirty} busy={save.isPending('agreement')} />
    </form>
  );
}
