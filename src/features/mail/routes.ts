import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const mailRoutes: AppRoute[] = [
  { path: PATHS.outbox, load: screen(() => import('./OutboxPage'), 'OutboxPage'), protected: true },
];
