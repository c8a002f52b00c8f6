import { t } from '../../lib/operatorText';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { VisitStats } from '../../backend/port/visits';
import { PATHS } from '../../app/paths';

/** Memoised: its data changes rarely, and the dashboard re-renders at every keystroke. */
export const StatsHeader = memo(function StatsHeader({ stats }: { stats: VisitStats | null }) {
  return (
    <div className="stats-row">
      <dl className="stats">
        <div className="card stat">
          <dt>{t('On site now')}</dt>
          <dd>{stats?.onSiteNow ?? '–'}</dd>
        </div>
        <div className="card stat">
          <dt>{t("Today's check-ins")}</dt>
          <dd>{stats?.checkInsToday ?? '–'}</dd>
        </div>
      </dl>
      <Link to={PATHS.onSite} className="button button-secondary">
        {t('See who is on site')}
      </Link>
    </div>
  );
});
