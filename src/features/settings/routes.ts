import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const settingsRoutes: AppRoute[] = [
  {
    path: `${PATHS.settings}/*`,
    load: screen(() => import('./SettingsPage'), 'SettingsPage'),
    protected: true,
    permission: 'manage',
  },
];
