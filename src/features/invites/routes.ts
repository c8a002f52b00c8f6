import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const invitesRoutes: AppRoute[] = [
  {
    path: PATHS.invite,
    load: screen(() => import('./InvitePage'), 'InvitePage'),
    protected: true,
    permission: 'desk',
  },
];
