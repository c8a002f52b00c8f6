import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { isAppError } from '../../backend/errors';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { VISITOR_MESSAGES } from './visitorMessages';
import { useLazyFindVisitorQuery } from './visitorsApi';
import { visitorChosen } from './visitorsSlice';
import { WhoIsVisiting } from './WhoIsVisiting';

interface ArrivalState {
  notice?: string;
  email?: string;
}

export function EmailVerificationPage() {
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const [findVisitor, lookup] = useLazyFindVisitorQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState(arrival.email ?? '');
  const [message, setMessage] = useState<string | null>(arrival.notice ?? null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setMessage(t(VISITOR_MESSAGES.lookupBlank));
      return;
    }
    setMessage(null);
    const result = await findVisitor(email);
    if (result.data) {
      dispatch(visitorChosen(result.data));
      void navigate(PATHS.visitDetails);
      return;
    }
    const notFound = isAppError(result.error) && result.error.code === 'not-found';
    setMessage(t(notFound ? VISITOR_MESSAGES.notFoundAlert : VISITOR_MESSAGES.lookupFailed));
  }

  return (
    <section className="page narrow">
      <PageTitle>{t('Welcome back')}</PageTitle>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          mainField
        />
        <Alert message={message} />
        <button type="submit" className="button button-primary button-large" disabled={lookup.isFetching}>
          {t('Submit')}
        </button>
        {lookup.isFetching && <Spinner label={t(VISITOR_MESSAGES.verifying)} />}
      </form>
      <WhoIsVisiting />
    </section>
  );
}
