import type { VisitFilters } from '../../backend/port/visits';
import { siteInstant } from '../../lib/siteDays';
import type { Shown } from './dashboardSlice';
import { msg } from '../../lib/operatorText';

export const SHOWN_LABELS: Record<Shown, string> = {
  all: msg('All visits'),
  today: msg('Today'),
  week: msg('This week'),
  'on-site': msg('Still on site'),
};

/** The Monday (YYYY-MM-DD) of the site's week that holds `today` (YYYY-MM-DD): weeks start on Monday. */
export function weekStartOf(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

/** What the dashboard's filters are set to: a stretch of time or who is on site, a host, an operator. */
export interface DashboardChoice {
  shown: Shown;
  /** '' for every host. */
  hostId: string;
  /** Who checked the visitors in; '' for everyone. */
  checkedInBy: string;
  /** The visitor type's name; '' for every type. */
  visitType: string;
}

/** The backend's filters for what the dashboard shows, in the site's days; undefined for every visit. */
export function filtersOf(
  choice: DashboardChoice,
  today: string,
  timeZone: string,
): VisitFilters | undefined {
  if (!isFiltered(choice)) return undefined;
  const { shown, hostId, checkedInBy, visitType } = choice;
  const filters: VisitFilters = {};
  if (shown === 'today') filters.since = siteInstant(today, '00:00', timeZone);
  if (shown === 'week') filters.since = siteInstant(weekStartOf(today), '00:00', timeZone);
  if (shown === 'on-site') filters.onSite = true;
  if (hostId) filters.hostId = hostId;
  if (checkedInBy) filters.checkedInBy = checkedInBy;
  if (visitType) filters.visitType = visitType;
  return filters;
}

export const isFiltered = ({ shown, hostId, checkedInBy, visitType }: DashboardChoice) =>
  shown !== 'all' || hostId !== '' || checkedInBy !== '' || visitType !== '';
