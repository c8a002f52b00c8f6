import { t } from '../../lib/operatorText';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { AUTH_MESSAGES } from './authMessages';
import { login, selectAuthRequests } from './authSlice';
import { noticeDismissed, selectIsAuthenticated, selectSessionNotice } from '../../app/session';
import { validateLogin } from './validation';
import { PATHS } from '../../app/paths';
import { useHydrated } from '../../components/useHydrated';
import { changesOnDevice } from '../../lib/changesOnDevice';
import { formatCount } from '../../lib/countText';

/**
 * A session that ended during a network cut (its token expired offline) leaves its changes in this
 * desk's cache: the SDK sends them once the same person signs in again.
 */
function changesWaitingText(count: number): string | null {
  if (count === 0) return null;
  if (count === 1)
    return t(
      '1 change made on this desk has not reached the server yet: they are sent when the person who made them signs in here again.',
    );
  return t(
    '{count} changes made on this desk have not reached the server yet: they are sent when the person who made them signs in here again.',
    { count: formatCount(count) },
  );
}

export function LoginPage() {
  const hydrated = useHydrated();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const notice = useAppSelector(selectSessionNotice);
  const { login: request } = useAppSelector(selectAuthRequests);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [shownNotice] = useState(notice);
  // Read once hydrated: the prerendered page knows no device.
  const waitingText = hydrated ? changesWaitingText(changesOnDevice().length) : null;

  useEffect(() => {
    if (notice) dispatch(noticeDismissed());
  }, [dispatch, notice]);

  if (isAuthenticated) return <Navigate to={PATHS.main} replace />;

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateLogin(email, password);
    setInvalid(problem);
    if (problem) return;
    const result = await dispatch(login({ email, password }));
    if (login.fulfilled.match(result)) void navigate(PATHS.main);
  }

  const pending = request.status === 'pending';
  const message = invalid ?? (request.status === 'failed' ? request.error : null);
  return (
    <section className="page narrow">
      <PageTitle>{t('Login')}</PageTitle>
      <Alert
        message={shownNotice && t(shownNotice)}
        tone={shownNotice === AUTH_MESSAGES.registered ? 'success' : 'info'}
      />
      {waitingText && (
        <p role="status" className="notice">
          {waitingText}
        </p>
      )}
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <fieldset className="form-fields" disabled={!hydrated}>
          <TextField label={t('Email')} type="email" autoComplete="email" value={email} onChange={setEmail} />
          <TextField
            label={t('Password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Alert message={message} />
          <button type="submit" className="button button-primary button-large" disabled={pending}>
            {t('LOGIN')}
          </button>
          {pending && <Spinner />}
        </fieldset>
      </form>
    </section>
  );
}
