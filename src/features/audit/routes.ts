import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const auditRoutes: AppRoute[] = [
  {
    path: PATHS.audit,
    load: screen(() => import('./AuditPage'), 'AuditPage'),
    protected: true,
    permission: 'manage',
  },
];
