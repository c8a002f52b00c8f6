import { t } from '../../lib/operatorText';
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { checkOut, checkOutScanned, checkoutReset, selectVisits } from './visitsSlice';
import { PATHS } from '../../app/paths';
import { ScanToggle } from '../scan';
import { OnSiteFinder } from './OnSiteFinder';

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

  const handleScan = useCallback(
    async (text: string) => {
      const result = await dispatch(checkOutScanned(text));
      if (checkOutScanned.fulfilled.match(result)) void navigate(PATHS.main);
    },
    [dispatch, navigate],
  );

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>{t('Check out')}</PageTitle>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          mainField
          label={t('Visit ID')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={visitId}
          onChange={setVisitId}
        />
        <Alert message={request.status === 'failed' ? request.error : null} />
        {request.status === 'failed' && request.reason && <p className="hint">{request.reason}</p>}
        <button type="submit" className="button button-primary button-kiosk" disabled={pending}>
          {t('Checkout')}
        </button>
        {pending && <Spinner />}
      </form>
      <div className="card scan-pass">
        <ScanToggle
          startLabel={t('Scan pass')}
          cameraLabel={t('Camera for scanning visit passes')}
          paused={pending}
          onScan={(text) => void handleScan(text)}
        >
          <p className="hint">{t('Hold the QR code of the visit pass up to the camera.')}</p>
        </ScanToggle>
      </div>
      <OnSiteFinder />
    </section>
  );
}
