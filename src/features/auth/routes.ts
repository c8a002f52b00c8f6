import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const authRoutes: AppRoute[] = [
  { path: PATHS.login, load: screen(() => import('./LoginPage'), 'LoginPage'), protected: false },
  { path: PATHS.register, load: screen(() => import('./RegisterPage'), 'RegisterPage'), protected: false },
];
