import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const privacyRoutes: AppRoute[] = [
  {
    path: PATHS.privacy,
    load: screen(() => import('./PrivacyRequestsPage'), 'PrivacyRequestsPage'),
    protected: true,
    permission: 'manage',
  },
];
