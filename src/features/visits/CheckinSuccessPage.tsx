import { t } from '../../lib/operatorText';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { SUCCESS_REDIRECT_MS, VISIT_MESSAGES } from '../../shared/visitMessages';
import { useEmailVerificationQuery } from '../../shared/settingsApi';
import { visitorChosen } from '../visitors';
import { selectVisits } from './visitsSlice';
import { PATHS } from '../../app/paths';
import { badgePath } from '../../app/screenLinks';
import { PassQr } from '../pass';
import { visitCheckedIn } from '../../shared/justCheckedInSlice';

export function CheckinSuccessPage() {
  const { lastCheckIn } = useAppSelector(selectVisits);
  const { data: verification } = useEmailVerificationQuery(undefined);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  // The next person at a shared kiosk must not be able to go Back to this visitor's details. The main page
  // goes on showing who was checked in (and their badge) after this page has gone.
  useEffect(() => {
    dispatch(visitorChosen(null));
    if (lastCheckIn) dispatch(visitCheckedIn(lastCheckIn));
  }, [dispatch, lastCheckIn]);

  useEffect(() => {
    const timer = setTimeout(() => void navigate(PATHS.main), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="page narrow center settling">
      <PageTitle>{t('Checked in')}</PageTitle>
      <p role="status" className="success-message">
        {t(VISIT_MESSAGES.checkInSuccess)}
      </p>
      {lastCheckIn && (
        <div className="visit-id card">
          <p>{t('Your visit ID')}</p>
          <p
            className="visit-id-number"
            aria-label={t('Your visit ID is {visitID}', { visitID: lastCheckIn.visitID })}
          >
            {lastCheckIn.visitID}
          </p>
          <PassQr visit={lastCheckIn} />
          <p className="hint">
            {verification === 'unverified'
              ? t('You need it to check out.')
              : verification === 'not-needed'
                ? t('It is in the Outbox of this desk. You need it to check out.')
                : t('We have emailed it to you. You need it to check out.')}{' '}
            {t('Or show this code at the desk.')}
          </p>
          <Link className="button button-secondary" to={badgePath(lastCheckIn.id)}>
            {t('Print badge')}
          </Link>
        </div>
      )}
      {verification === 'unverified' && (
        <p className="notice" role="status">
          {t(
            'Emails are not sent yet: this account’s email address is not verified, so neither the visitor nor the host is emailed.',
          )}{' '}
          <Link to={PATHS.settings}>{t('Verify it in Settings')}</Link>.
        </p>
      )}
    </section>
  );
}
