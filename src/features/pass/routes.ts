import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const passRoutes: AppRoute[] = [
  { path: PATHS.badge, load: screen(() => import('./BadgePage'), 'BadgePage'), protected: true },
];
