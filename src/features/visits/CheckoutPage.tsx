import { useEffect, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { checkOut, checkoutReset, selectVisits } from './visitsSlice';
import { PATHS } from '../../app/paths';

export function CheckoutPage() {
  const { checkout: request } = useAppSelector(selectVisits);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [visitId, setVisitId] = useState('');

  useEffect(() => {
    dispatch(checkoutReset());
  }, [dispatch]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await dispatch(checkOut(visitId));
    if (checkOut.fulfilled.match(result)) void navigate(PATHS.main);
  }

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>Check out</PageTitle>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Visit ID"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={visitId}
          onChange={setVisitId}
        />
        <Alert message={request.status === 'failed' ? request.error : null} />
        <button type="submit" className="button button-primary button-kiosk" disabled={pending}>
          Checkout
        </button>
        {pending && <Spinner />}
      </form>
    </section>
  );
}
