import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const complianceRoutes: AppRoute[] = [
  { path: PATHS.rollCall, load: screen(() => import('./RollCallPage'), 'RollCallPage'), protected: true },
  {
    path: PATHS.unclosed,
    load: screen(() => import('./UnclosedVisitsPage'), 'UnclosedVisitsPage'),
    protected: true,
    permission: 'desk',
  },
];

/** What a signed-in desk does in the background (retention, automatic check-out): not a route. */
export const loadDeskDuties = screen(() => import('./DeskDuties'), 'DeskDuties');
