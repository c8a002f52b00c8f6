import { useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { VISITOR_MESSAGES } from './visitorMessages';
import { checkExistingVisitor, selectVisitorLookup } from './visitorsSlice';

interface ArrivalState {
  notice?: string;
  email?: string;
}

export function EmailVerificationPage() {
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const request = useAppSelector(selectVisitorLookup);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState(arrival.email ?? '');
  const [message, setMessage] = useState<string | null>(arrival.notice ?? null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setMessage(VISITOR_MESSAGES.lookupBlank);
      return;
    }
    setMessage(null);
    const result = await dispatch(checkExistingVisitor(email));
    if (checkExistingVisitor.fulfilled.match(result)) void navigate('/user_visit_details_updated');
    else setMessage(VISITOR_MESSAGES.notFoundAlert);
  }

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>Welcome back</PageTitle>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <Alert message={message} />
        <button type="submit" className="button button-primary button-large" disabled={pending}>
          Submit
        </button>
        {pending && <Spinner label={VISITOR_MESSAGES.verifying} />}
      </form>
    </section>
  );
}
