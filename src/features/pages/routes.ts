import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const pagesRoutes: AppRoute[] = [
  { path: PATHS.about, load: screen(() => import('./AboutPage'), 'AboutPage'), protected: false },
  { path: PATHS.contact, load: screen(() => import('./ContactPage'), 'ContactPage'), protected: false },
  { path: '*', load: screen(() => import('./NotFoundPage'), 'NotFoundPage'), protected: false },
];
