import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { CompanyRegistration } from '../../backend/port/auth';
import { registerCompany, selectAuthRequests } from './authSlice';
import { validateRegistration } from './validation';
import { PATHS } from '../../app/paths';
import { useHydrated } from '../../components/useHydrated';

const EMPTY: CompanyRegistration = { name: '', email: '', mobile: '', password: '', aadharId: '' };

export function RegisterPage() {
  const hydrated = useHydrated();
  const { register: request } = useAppSelector(selectAuthRequests);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const set = (field: keyof CompanyRegistration) => (value: string) => setForm({ ...form, [field]: value });

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateRegistration(form);
    setInvalid(problem);
    setSubmitted(true);
    if (problem) return;
    const result = await dispatch(registerCompany(form));
    if (registerCompany.fulfilled.match(result)) void navigate(PATHS.login);
  }

  const pending = request.status === 'pending';
  const message = invalid ?? (submitted && request.status === 'failed' ? request.error : null);
  return (
    <section className="page narrow">
      <PageTitle>{t('Register your company')}</PageTitle>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <fieldset className="form-fields" disabled={!hydrated}>
          <TextField label={t('Name')} autoComplete="organization" value={form.name} onChange={set('name')} />
          <TextField
            label={t('Email')}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
          />
          <TextField
            label={t('Mobile')}
            type="tel"
            autoComplete="tel"
            value={form.mobile}
            onChange={set('mobile')}
          />
          <TextField
            label={t('Password')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
          />
          <TextField
            label={t('Aadhar Id')}
            inputMode="numeric"
            autoComplete="off"
            value={form.aadharId}
            onChange={set('aadharId')}
          />
          <p className="hint">{t('We check the Aadhaar number and keep only its last four digits.')}</p>
          <Alert message={message} />
          <button type="submit" className="button button-primary button-large" disabled={pending}>
            {t('Register')}
          </button>
          {pending && <Spinner />}
        </fieldset>
      </form>
    </section>
  );
}
