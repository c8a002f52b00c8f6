import { t } from '../../lib/operatorText';
import { Fragment, useId, type SubmitEvent } from 'react';
import { SaveRow } from '../../components/SaveRow';
import { TextField } from '../../components/TextField';
import { useDraft } from '../../components/useDraft';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import {
  AGREEMENT_MAX_LENGTH,
  NAMED_AGREEMENT_NAME_MAX_LENGTH,
  type NamedAgreement,
} from '../../backend/port/agreements';
import { Alert } from '../../components/Alert';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone } from '../../shared/settingsApi';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { useNamedAgreementsQuery } from './agreementApi';
import { publishOtherAgreement } from './agreementThunks';
import { OtherAgreementTranslationsForm } from './AgreementTranslationsForm';

/**
 * The company's other agreements (a contractor's safety induction beside the visitor agreement): each one's
 * newest revision, editable as the next, and a form to add one. A visitor type chooses which it asks for.
 */
export function OtherAgreementsSettings() {
  const { data: agreements, error } = useNamedAgreementsQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="other-agreements-heading">
      <h2 id="other-agreements-heading">{t('Other agreements')}</h2>
      <p className="hint">
        {t(
          'An agreement a visitor type asks for instead of the visitor agreement, such as a contractor’s safety induction: choose it in the type’s settings. Its visitors sign it at the desk and on their phones, in your own translation where you give one.',
        )}
      </p>
      <Alert message={failureText(t('the other agreements'), error)} />
      {agreements?.map((agreement) => (
        // By series: a new revision keeps its form, with what was typed (its text) and its notice; its
        // translations, by revision: a new one starts without them.
        <Fragment key={agreement.series}>
          <OtherAgreementForm agreement={agreement} />
          <OtherAgreementTranslationsForm key={agreement.id} agreement={agreement} />
        </Fragment>
      ))}
      {/* The same form after each add, emptied: its notice stays while the new agreement joins the list. */}
      {agreements && <OtherAgreementForm agreement={null} />}
    </section>
  );
}

function OtherAgreementForm({ agreement }: { agreement: NamedAgreement | null }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const textId = useId();
  const timeZone = useAppSelector(selectSiteTimeZone);
  const { draft, dirty, change, kept } = useDraft(() => ({
    name: agreement?.name ?? '',
    text: agreement?.text ?? '',
  }));
  const save = useSaveNotice();
  const busyKey = agreement?.series ?? 'new';

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (agreement && draft.name.trim() === agreement.name && draft.text.trim() === agreement.text) {
      save.announce(t('Nothing changed: revision {revision} stays.', { revision: agreement.revision }));
      return;
    }
    const publishing = dispatch(publishOtherAgreement({ ...draft, series: agreement?.series }));
    const saved = await save.settle(busyKey, publishing, {
      saved: agreement
        ? t('Published as revision {revision}: its visitor types ask for it from now on.', {
            revision: agreement.revision + 1,
          })
        : t('Added: choose it in a visitor type’s settings.'),
      failed: t('Could not publish'),
    });
    if (!saved) return;
    const next = agreement ? draft : { name: '', text: '' };
    change(next);
    kept(next);
  }

  return (
    <form
      className="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id={headingId}>{agreement ? agreement.name : t('Add an agreement')}</h3>
      {agreement && (
        <p className="hint">
          {t(
            'Revision {revision}, published {publishedAt} by {publishedBy}. Publishing a changed text makes the next revision; each visit keeps the revision its visitor accepted.',
            {
              revision: agreement.revision,
              publishedAt: formatVisitTime(agreement.publishedAt, timeZone),
              publishedBy: agreement.publishedBy,
            },
          )}
        </p>
      )}
      <TextField
        label={t('Name')}
        value={draft.name}
        onChange={(name) => change({ name })}
        maxLength={NAMED_AGREEMENT_NAME_MAX_LENGTH}
      />
      <div className="field">
        <label htmlFor={textId}>{t('Text of this agreement')}</label>
        <textarea
          id={textId}
          value={draft.text}
          rows={6}
          maxLength={AGREEMENT_MAX_LENGTH}
          onChange={(event) => change({ text: event.target.value })}
        />
      </div>
      {save.view}
      <SaveRow
        label={agreement ? t('Publish revision') : t('Add agreement')}
        dirty={dirty}
        busy={save.isPending(busyKey)}
      />
    </form>
  );
}
