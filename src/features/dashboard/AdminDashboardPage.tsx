import { t } from '../../lib/operatorText';
import { useMemo } from 'react';
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
import { useTeamMembersQuery } from '../team';
import { useSiteToday } from '../../shared/useSiteToday';
import { CheckInsChart } from './CheckInsChart';
import { ExportButton } from './ExportButton';
import { DashboardTable } from './DashboardTable';
import {
  CHART_DAYS,
  nextPageRequested,
  PAGE_SIZES,
  pageSizeChosen,
  previousPageRequested,
  hostChosen,
  operatorChosen,
  visitTypeChosen,
  searchTyped,
  selectDashboard,
  SHOWN,
  shownChosen,
  selectVisitQuery,
  type PageSize,
} from './dashboardSlice';
import { Pagination } from '../../components/Pagination';
import { StatsHeader } from './StatsHeader';
import { filtersOf, isFiltered, SHOWN_LABELS } from './dashboardFilters';
import { useDirectoryQuery, useSiteQuery } from '../../shared/settingsApi';
import { useVisitDrawer } from './useVisitDrawer';
import { VisitDrawer } from './VisitDrawer';

const NO_VISITS: string[] = [];

export function AdminDashboardPage() {
  const dashboard = useAppSelector(selectDashboard);
  const chosen = useAppSelector(selectVisitQuery);
  const dispatch = useAppDispatch();
  const { timeZone, today } = useSiteToday();
  const { shown, hostId, checkedInBy, visitType } = dashboard;
  // Unfiltered, the query is the store's own: the same cache entry as every other reader of the page.
  const query = useMemo(() => {
    const filters = filtersOf({ shown, hostId, checkedInBy, visitType }, today, timeZone);
    return filters ? { ...chosen, filters } : chosen;
  }, [chosen, shown, hostId, checkedInBy, visitType, today, timeZone]);
  // `data` stays on screen while the next query loads; it says which query it answers.
  const { data: page, currentData: currentPage, error } = useVisitPageQuery(query);
  const { data: stats } = useVisitStatsQuery({ days: CHART_DAYS, timeZone, today });
  const { data: directory } = useDirectoryQuery(undefined);
  const visits = page?.visits ?? [];
  const drawer = useVisitDrawer(visits);
  const { data: mail } = useMailOfVisitsQuery(drawer.visit ? [drawer.visit.id] : NO_VISITS);
  const shownSearch = page?.query.search ?? '';
  const filtered = isFiltered({ shown, hostId, checkedInBy, visitType });
  // Every type's name, deleted ones too: their visits keep it.
  const { data: site } = useSiteQuery(undefined);
  const typeNames = [...new Set((site?.visitorTypes ?? []).map((type) => type.name))];
  const { data: members } = useTeamMembersQuery(undefined);
  const total = page ? page.total : 0;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / dashboard.pageSize));
  // The spec's loading text, only until the first answer: a failure shows its alert instead.
  const firstPageLoading = !page && !error && dashboard.search.trim() === '' && !filtered;

  return (
    <section className="page dashboard">
      <div className="dashboard-heading">
        <PageTitle>{t('Admin Dashboard')}</PageTitle>
        <Link to={PATHS.main} className="button button-primary">
          {t('Main Page')}
        </Link>
      </div>
      <StatsHeader stats={stats ?? null} />
      <div className="dashboard-controls">
        <SelectField
          label={t('Entries per page')}
          value={String(dashboard.pageSize)}
          options={PAGE_SIZES.map(String)}
          onChange={(value) => dispatch(pageSizeChosen(Number(value) as PageSize))}
        />
        <TextField
          mainField
          label={t('Search')}
          type="search"
          placeholder={t('Name, company, email or visit ID')}
          maxLength={SEARCH_MAX_LENGTH}
          value={dashboard.search}
          onChange={(value) => dispatch(searchTyped(value))}
        />
        <SelectField
          label={t('Show')}
          value={dashboard.shown}
          options={SHOWN.map((value) => ({ value, label: t(SHOWN_LABELS[value]) }))}
          onChange={(value) => dispatch(shownChosen(SHOWN.find((shown) => shown === value) ?? 'all'))}
        />
        <SelectField
          label={t('Host')}
          value={dashboard.hostId}
          options={[
            { value: '', label: t('Every host') },
            ...(directory?.hosts ?? []).map((host) => ({ value: host.id, label: host.name })),
          ]}
          onChange={(value) => dispatch(hostChosen(value))}
        />
        <SelectField
          label={t('Checked in by')}
          value={dashboard.checkedInBy}
          options={[
            { value: '', label: t('Anyone') },
            ...(members ?? []).map((member) => ({ value: member.id, label: member.name || member.email })),
          ]}
          onChange={(value) => dispatch(operatorChosen(value))}
        />
        <SelectField
          label={t('Visitor type')}
          value={dashboard.visitType}
          options={[{ value: '', label: t('Every type') }, ...typeNames]}
          onChange={(value) => dispatch(visitTypeChosen(value))}
        />
        <ExportButton chosen={{ search: dashboard.search, filters: query.filters }} />
      </div>
      <Alert message={dashboard.export.error ?? failureText(t('the visits'), error)} />
      {firstPageLoading ? (
        <Spinner label={t('Loading Admin Dashboard..')} />
      ) : (
        <>
          <DashboardTable
            visits={visits}
            timeZone={timeZone}
            openId={drawer.visit?.id ?? null}
            onDetails={drawer.open}
          />
          {page && visits.length === 0 && (
            <p className="empty-state">
              {shownSearch.trim() !== ''
                ? t('No visits match “{shownSearch}”.', { shownSearch })
                : filtered
                  ? t('No visits match these filters.')
                  : t('No visits yet. Check-ins will appear here as they happen.')}
            </p>
          )}
          <Pagination
            pageNumber={dashboard.pageIndex + 1}
            pageCount={pageCount}
            // Only the page this query answers leads on: a click while the next page loads would repeat
            // the cursor of the page still on screen, and show one page under the next one's number.
            hasNext={Boolean(currentPage?.nextCursor)}
            onPrevious={() => dispatch(previousPageRequested())}
            onNext={() => currentPage?.nextCursor && dispatch(nextPageRequested(currentPage.nextCursor))}
          />
        </>
      )}
      {stats && <CheckInsChart perDay={stats.perDay} />}
      {drawer.visit && (
        <VisitDrawer
          visit={drawer.visit}
          mail={mail ?? []}
          timeZone={timeZone}
          checkedInBy={members?.find((member) => member.id === drawer.visit?.checkedInBy) ?? null}
          onClose={drawer.close}
        />
      )}
    </section>
  );
}
