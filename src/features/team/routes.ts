import { PATHS } from '../../app/paths';
import { screen, type AppRoute, type ScreenLoader } from '../../app/routing';

export const teamRoutes: AppRoute[] = [
  { path: PATHS.join, load: screen(() => import('./JoinPage'), 'JoinPage'), protected: false },
];

/** What a signed-in desk runs beside its screens: its person's membership followed (MembershipWatch.tsx). */
export const loadMembershipWatch: ScreenLoader = screen(() => import('./MembershipWatch'), 'MembershipWatch');
