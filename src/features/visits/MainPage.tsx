import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { RecentVisits } from './RecentVisits';
import { fetchVisits, noticeShown, selectVisits } from './visitsSlice';

export function MainPage() {
  const { list, fetch, notice } = useAppSelector(selectVisits);
  const dispatch = useAppDispatch();
  const [shownNotice] = useState(notice);

  useEffect(() => {
    if (notice) dispatch(noticeShown());
  }, [dispatch, notice]);

  // SPEC §2: on load, fetch the visits if none are loaded.
  useEffect(() => {
    if (list.length === 0 && fetch.status === 'idle') void dispatch(fetchVisits());
  }, [dispatch, list.length, fetch.status]);

  return (
    <section className="page">
      <PageTitle>Front desk</PageTitle>
      <Alert message={shownNotice} tone="success" />
      <div className="desk-actions">
        <Link to="/first_time_or_registered_before" className="button button-primary button-kiosk">
          Check-In
        </Link>
        <Link to="/checkout" className="button button-secondary button-kiosk">
          Check-Out
        </Link>
        <Link to="/admin_dashboard" className="button button-tertiary button-kiosk">
          Go to Admin Dashboard
        </Link>
      </div>
      <RecentVisits visits={list} loading={fetch.status === 'pending'} />
      <p className="hint">
        <Link to="/outbox">Outbox</Link>: the emails sent to visitors and hosts.
      </p>
    </section>
  );
}
