import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { DirectoryCompany, Host } from '../../backend/port/directory';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { SINGLE_EMAIL } from '../../lib/email';
import { saveHost } from './settingsThunks';

interface HostFormProps {
  companies: DirectoryCompany[];
  /** The host to edit; a new one when absent. */
  host?: Host;
  /** Called once the backend has acknowledged the save. */
  onSaved: (saved: Host) => void;
  onCancel?: () => void;
}

/** Adds or edits a host. A failed save keeps what was typed. */
export function HostForm({ companies, host, onSaved, onCancel }: HostFormProps) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(host?.name ?? '');
  const [email, setEmail] = useState(host?.email ?? '');
  const [phone, setPhone] = useState(host?.phone ?? '');
  const [companyId, setCompanyId] = useState(host?.companyId ?? companies[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('Host name field cannot be left empty'));
    if (!SINGLE_EMAIL.test(email.trim()))
      return setProblem(t('Enter one email address for the host, such as priya@acme.com'));
    if (!companyId) return setProblem(t('Add a company first'));
    setProblem(null);
    setSaving(true);
    const result = await dispatch(
      saveHost({ id: host?.id, name, email, phone, companyId, active: host?.active ?? true }),
    );
    setSaving(false);
    if (saveHost.fulfilled.match(result)) onSaved(result.payload);
    else
      setProblem(
        t('Could not save the host: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
      );
  }

  return (
    <form
      className="form host-form"
      noValidate
      aria-label={host ? t('Edit {name}', { name: host.name }) : t('New host')}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField label={t('Host name')} value={name} onChange={setName} maxLength={200} />
      <TextField label={t('Host email')} type="email" value={email} onChange={setEmail} maxLength={320} />
      <TextField
        label={t('Host phone (optional)')}
        type="tel"
        value={phone}
        onChange={setPhone}
        maxLength={32}
      />
      <SelectField
        label={t('Host company')}
        value={companyId}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
        onChange={setCompanyId}
      />
      <Alert message={problem} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('Saving…') : host ? t('Save host') : t('Add host')}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
