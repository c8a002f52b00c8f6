import { t } from '../../lib/operatorText';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { useCan } from '../../app/useCan';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { markVisitDataLoaded } from '../../lib/sessionToken';
import { RecentVisits } from './RecentVisits';
import { ArrivingList } from '../contactless';
import { ExpectedToday } from '../invites';
import { WHO_IS_VISITING_ID, WhoIsVisiting } from '../visitors';
import { shortcutLabel, useKeyShortcuts } from '../../components/useKeyShortcuts';
import { MAIN_PAGE_QUERY } from '../../shared/visitMessages';
import { useVisitPageQuery } from '../../shared/visitsApi';
import { CheckedOutNotice, useCheckedOut } from '../../shared/CheckOutButton';
import { JustCheckedIn } from '../../shared/JustCheckedIn';
import { noticeShown, selectVisits } from './visitsSlice';

const NO_SHORTCUTS = {};

export function MainPage() {
  const { notice, checkedOut: typedCheckout } = useAppSelector(selectVisits);
  const dispatch = useAppDispatch();
  // The notice of a checkout made on the Check-Out screen, kept while the page is open.
  const [shown] = useState({ notice, typedCheckout });
  const listed = useCheckedOut();
  // The spec: on load, the visits are fetched if none are loaded (one page, kept live; the dashboard's
  // first page is the same query, so it opens at once).
  const latest = useVisitPageQuery(MAIN_PAGE_QUERY);
  const navigate = useNavigate();
  const shortcuts = useMemo(
    () => ({
      n: () => void navigate(PATHS.visitorRegistration),
      o: () => void navigate(PATHS.checkout),
      r: () => document.getElementById(WHO_IS_VISITING_ID)?.focus(),
    }),
    [navigate],
  );
  const desk = useCan('desk');
  useKeyShortcuts(desk.allowed ? shortcuts : NO_SHORTCUTS);

  useEffect(() => {
    if (notice) dispatch(noticeShown());
  }, [dispatch, notice]);

  useEffect(() => {
    if (latest.isSuccess) markVisitDataLoaded();
  }, [latest.isSuccess]);

  return (
    <section className="page">
      <PageTitle>{t('Front desk')}</PageTitle>
      {shown.typedCheckout ? (
        <CheckedOutNotice visit={shown.typedCheckout} />
      ) : (
        <Alert message={shown.notice && t(shown.notice)} tone="success" />
      )}
      {listed.notice}
      <JustCheckedIn />
      {desk.allowed && <WhoIsVisiting mainField />}
      <div className="desk-actions">
        {desk.allowed ? (
          <>
            <Link to={PATHS.choice} className="button button-primary button-kiosk">
              {t('Check-In')}
            </Link>
            <Link
              to={PATHS.visitorRegistration}
              className="button button-primary button-kiosk"
              aria-keyshortcuts="Alt+N"
            >
              {t('New visitor')} <kbd aria-hidden="true">{shortcutLabel('n')}</kbd>
            </Link>
            <Link
              to={PATHS.checkout}
              className="button button-secondary button-kiosk"
              aria-keyshortcuts="Alt+O"
            >
              {t('Check-Out')} <kbd aria-hidden="true">{shortcutLabel('o')}</kbd>
            </Link>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button-primary button-kiosk"
              disabled
              aria-describedby="desk-denied"
            >
              {t('Check-In')}
            </button>
            <button
              type="button"
              className="button button-secondary button-kiosk"
              disabled
              aria-describedby="desk-denied"
            >
              {t('Check-Out')}
            </button>
          </>
        )}
        <Link to={PATHS.dashboard} className="button button-secondary button-kiosk">
          {t('Go to Admin Dashboard')}
        </Link>
      </div>
      {desk.reason && (
        <p id="desk-denied" className="hint">
          {desk.reason}
        </p>
      )}
      {desk.allowed && <ArrivingList />}
      {desk.allowed && <ExpectedToday />}
      <RecentVisits
        visits={latest.data?.visits ?? []}
        loading={latest.isLoading}
        onCheckedOut={listed.onCheckedOut}
      />
    </section>
  );
}
