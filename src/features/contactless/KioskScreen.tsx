import { t } from '../../lib/operatorText';
import { useCallback, useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { ArrivalPage } from './ArrivalPage';
import { DeskQrCode } from './ContactlessScreen';
import { confirmCompanyPassword, kioskArrivals } from './contactlessThunks';
import { leaveKioskMode } from './kioskMode';
import { useRotatingCode } from './useRotatingCode';

/**
 * Kiosk mode: the desk's browser as a tablet at the entrance. Visitors check in here, or scan the code with
 * their phone; nothing else of the company is reachable (App.tsx shows this screen at every address).
 */
export function KioskScreen() {
  const dispatch = useAppDispatch();
  const { company, code, qr, problem, paused } = useRotatingCode();
  const arrivals = useCallback(() => dispatch(kioskArrivals()), [dispatch]);
  const [visitor, setVisitor] = useState<number | null>(null);

  return (
    <section className="page kiosk">
      <PageTitle>{t('Welcome')}</PageTitle>
      {visitor !== null && code ? (
        <>
          <ArrivalPage key={visitor} company={company} code={code.code} arrivals={arrivals} atTheDesk />
          <button type="button" className="button button-secondary" onClick={() => setVisitor(null)}>
            {t('Done — next visitor')}
          </button>
        </>
      ) : (
        <div className="contactless">
          <p className="contactless-lead">{t('Check in here, or scan the code with your phone.')}</p>
          <button
            type="button"
            className="button button-primary button-kiosk"
            disabled={!code || paused}
            onClick={() => setVisitor(Date.now())}
          >
            {t('Check in here')}
          </button>
          <DeskQrCode qr={qr} problem={problem} paused={paused} />
        </div>
      )}
      <LeaveKiosk />
    </section>
  );
}

/** Only someone who knows the company's password takes the browser back to the desk's screens. */
function LeaveKiosk() {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await dispatch(confirmCompanyPassword(password));
    setPassword('');
    if (confirmCompanyPassword.fulfilled.match(result)) return leaveKioskMode();
    setProblem(
      result.payload?.code === 'invalid-credentials'
        ? t('That is not the company’s password.')
        : t('Could not check the password: {reason}', {
            reason: result.payload?.message ?? t('unknown error'),
          }),
    );
  }

  if (!asking) {
    return (
      <button type="button" className="button-link kiosk-leave" onClick={() => setAsking(true)}>
        {t('Leave kiosk mode')}
      </button>
    );
  }
  return (
    <form className="form card kiosk-leave-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={t('Company password')}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <Alert message={problem} />
      <div className="row">
        <button type="submit" className="button button-primary">
          {t('Leave kiosk mode')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setAsking(false);
            setProblem(null);
          }}
        >
          {t('Stay in kiosk mode')}
        </button>
      </div>
    </form>
  );
}
