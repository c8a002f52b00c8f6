import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/useServices';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { SEARCH_MAX_LENGTH } from '../../lib/visitSearch';
import { CheckInsChart } from './CheckInsChart';
import { downloadCsv, visitsToCsv } from './csvExport';
import { DashboardTable } from './DashboardTable';
import {
  nextPageRequested,
  PAGE_SIZES,
  pageSizeChosen,
  previousPageRequested,
  searchTyped,
  selectDashboard,
  selectPageCount,
  type PageSize,
} from './dashboardSlice';
import { Pagination } from './Pagination';
import { StatsHeader } from './StatsHeader';
import { useLiveVisitPage } from './useLiveVisitPage';

export function AdminDashboardPage() {
  useLiveVisitPage();
  const dashboard = useAppSelector(selectDashboard);
  const pageCount = useAppSelector(selectPageCount);
  const dispatch = useAppDispatch();
  const services = useServices();
  const [exportError, setExportError] = useState<string | null>(null);
  const visits = dashboard.page?.visits ?? [];
  const filtered = dashboard.search.trim() !== '';
  // SPEC §2's loading text, only until the first answer: a failure shows its alert instead.
  const firstPageLoading =
    visits.length === 0 && !filtered && (dashboard.status === 'idle' || dashboard.status === 'pending');

  async function exportCsv() {
    setExportError(null);
    try {
      const all = await (await services.backend()).visits.all(dashboard.search);
      downloadCsv(visitsToCsv(all), `visits-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(
        `Could not export the visits: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return (
    <section className="page dashboard">
      <div className="dashboard-heading">
        <PageTitle>Admin Dashboard</PageTitle>
        <Link to="/main_checkin_checkout" className="button button-primary">
          Main Page
        </Link>
      </div>
      <StatsHeader stats={dashboard.stats} />
      <div className="dashboard-controls">
        <SelectField
          label="Entries per page"
          value={String(dashboard.pageSize)}
          options={PAGE_SIZES.map(String)}
          onChange={(value) => dispatch(pageSizeChosen(Number(value) as PageSize))}
        />
        <TextField
          label="Search"
          type="search"
          placeholder="Visitor or company"
          maxLength={SEARCH_MAX_LENGTH}
          value={dashboard.search}
          onChange={(value) => dispatch(searchTyped(value))}
        />
        <button type="button" className="button button-tertiary" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      <Alert message={exportError ?? dashboard.error} />
      {firstPageLoading ? (
        <Spinner label="Loading Admin Dashboard.." />
      ) : (
        <>
          <DashboardTable visits={visits} shownSearch={dashboard.shownSearch} />
          {visits.length === 0 && (
            <p className="empty-state">
              {dashboard.shownSearch.trim() !== ''
                ? `No visits match “${dashboard.shownSearch}”.`
                : 'No visits yet. Check-ins will appear here as they happen.'}
            </p>
          )}
          <Pagination
            pageNumber={dashboard.pageIndex + 1}
            pageCount={pageCount}
            hasNext={Boolean(dashboard.page?.nextCursor)}
            onPrevious={() => dispatch(previousPageRequested())}
            onNext={() => dispatch(nextPageRequested())}
          />
        </>
      )}
      {dashboard.stats && <CheckInsChart perDay={dashboard.stats.perDay} />}
    </section>
  );
}
