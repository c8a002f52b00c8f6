import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const dashboardRoutes: AppRoute[] = [
  {
    path: PATHS.dashboard,
    load: screen(() => import('./AdminDashboardPage'), 'AdminDashboardPage'),
    protected: true,
  },
  { path: PATHS.onSite, load: screen(() => import('./OnSitePage'), 'OnSitePage'), protected: true },
];
