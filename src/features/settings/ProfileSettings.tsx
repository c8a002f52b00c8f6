import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import type { CompanyDetails } from '../../backend/port/settings';
import { Alert } from '../../components/Alert';
import { SaveRow } from '../../components/SaveRow';
import { TextField } from '../../components/TextField';
import { useDraft } from '../../components/useDraft';
import { useCompanyDetailsQuery } from '../../shared/settingsApi';
import { saveProfile } from './settingsThunks';
import { VerificationStatus } from './VerificationStatus';

/** The company's own record: name and mobile can change; email and Aadhaar are shown, not edited. */
export function ProfileSettings() {
  const { data: company, error } = useCompanyDetailsQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('Company profile')}</h2>
      <Alert message={failureText(t('the company profile'), error)} />
      {company && <ProfileForm company={company} />}
      <VerificationStatus email={company?.email ?? ''} />
    </section>
  );
}

function ProfileForm({ company }: { company: CompanyDetails }) {
  const dispatch = useAppDispatch();
  const { draft, dirty, saving, change, save } = useDraft(() => ({
    name: company.name,
    mobile: company.mobile,
  }));
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.name.trim()) return setMessage({ text: t('Name field cannot be left empty'), tone: 'error' });
    if (!draft.mobile.trim())
      return setMessage({ text: t('Mobile field cannot be left empty'), tone: 'error' });
    const failure = await save(async () => {
      const result = await dispatch(saveProfile(draft));
      return saveProfile.rejected.match(result) ? (result.payload?.message ?? t('unknown error')) : null;
    });
    setMessage(
      failure === null
        ? { text: t('Saved.'), tone: 'success' }
        : { text: t('Could not save: {reason}', { reason: failure }), tone: 'error' },
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={t('Name')}
        value={draft.name}
        onChange={(name) => change({ name })}
        maxLength={200}
        mainField
      />
      <TextField
        label={t('Mobile')}
        type="tel"
        value={draft.mobile}
        onChange={(mobile) => change({ mobile })}
        maxLength={32}
      />
      <TextField label={t('Account email')} value={company.email} onChange={() => undefined} readOnly />
      <TextField
        label={t('Aadhar Id')}
        value={`XXXX XXXX ${company.aadhaarLast4}`}
        onChange={() => undefined}
        readOnly
        aria-describedby="aadhaar-hint"
      />
      <p id="aadhaar-hint" className="hint">
        {t('Only the last four digits are stored.')}
      </p>
      <Alert message={message?.text} tone={message?.tone} />
      <SaveRow label={t('Save profile')} dirty={dirty} busy={saving} />
    </form>
  );
}
