import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { SEARCH_MAX_LENGTH } from '../../lib/visitSearch';
import { useVisitPageQuery, useVisitStatsQuery } from '../../shared/visitsApi';
import { useMailOfVisitsQuery } from '../mail';
import { useSiteToday } from '../../shared/useSiteToday';
import { CheckInsChart } from './CheckInsChart';
import { exportVisits } from './exportVisits';
import { DashboardTable } from './DashboardTable';
import {
  CHART_DAYS,
  nextPageRequested,
  PAGE_SIZES,
  pageSizeChosen,
  previousPageRequested,
  searchTyped,
  selectDashboard,
  selectVisitQuery,
  type PageSize,
} from './dashboardSlice';
import { Pagination } from '../../components/Pagination';
import { StatsHeader } from './StatsHeader';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';

export function AdminDashboardPage() {
  const dashboard = useAppSelector(selectDashboard);
  const query = useAppSelector(selectVisitQuery);
  const dispatch = useAppDispatch();
  // `data` stays on screen while the next query loads; it says which query it answers.
  const { data: page, error } = useVisitPageQuery(query);
  useWarnBeforeLeaving(dashboard.export.status === 'pending');
  const { timeZone, today } = useSiteToday();
  const { data: stats } = useVisitStatsQuery({ days: CHART_DAYS, timeZone, today });
  const { data: mail } = useMailOfVisitsQuery((page?.visits ?? []).map((visit) => visit.id));
  const visits = page?.visits ?? [];
  const shownSearch = page?.query.search ?? '';
  const total = page ? page.total : 0;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / dashboard.pageSize));
  // The spec's loading text, only until the first answer: a failure shows its alert instead.
  const firstPageLoading = !page && !error && dashboard.search.trim() === '';

  return (
    <section className="page dashboard">
      <div className="dashboard-heading">
        <PageTitle>Admin Dashboard</PageTitle>
        <Link to={PATHS.main} className="button button-primary">
          Main Page
        </Link>
      </div>
      <StatsHeader stats={stats ?? null} />
      <div className="dashboard-controls">
        <SelectField
          label="Entries per page"
          value={String(dashboard.pageSize)}
          options={PAGE_SIZES.map(String)}
          onChange={(value) => dispatch(pageSizeChosen(Number(value) as PageSize))}
        />
        <TextField
          mainField
          label="Search"
          type="search"
          placeholder="Visitor or company"
          maxLength={SEARCH_MAX_LENGTH}
          value={dashboard.search}
          onChange={(value) => dispatch(searchTyped(value))}
        />
        <button
          type="button"
          className="button button-tertiary"
          onClick={() => void dispatch(exportVisits(dashboard.search))}
          disabled={dashboard.export.status === 'pending'}
        >
          {dashboard.export.status === 'pending' ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <Alert message={dashboard.export.error ?? failureText('the visits', error)} />
      {firstPageLoading ? (
        <Spinner label="Loading Admin Dashboard.." />
      ) : (
        <>
          <DashboardTable visits={visits} mail={mail ?? []} timeZone={timeZone} />
          {page && visits.length === 0 && (
            <p className="empty-state">
              {shownSearch.trim() !== ''
                ? `No visits match “${shownSearch}”.`
                : 'No visits yet. Check-ins will appear here as they happen.'}
            </p>
          )}
          <Pagination
            pageNumber={dashboard.pageIndex + 1}
            pageCount={pageCount}
            hasNext={Boolean(page?.nextCursor)}
            onPrevious={() => dispatch(previousPageRequested())}
            onNext={() => page?.nextCursor && dispatch(nextPageRequested(page.nextCursor))}
          />
        </>
      )}
      {stats && <CheckInsChart perDay={stats.perDay} />}
    </section>
  );
}
