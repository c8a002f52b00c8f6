import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const teamRoutes: AppRoute[] = [
  { path: PATHS.join, load: screen(() => import('./JoinPage'), 'JoinPage'), protected: false },
];
