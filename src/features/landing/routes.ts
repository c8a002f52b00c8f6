import { PATHS } from '../../app/paths';
import type { AppRoute } from '../../app/routing';
import { LandingPage } from './LandingPage';

/** The landing page is in the first download: it is what a new visitor to the site sees first. */
export const landingRoutes: AppRoute[] = [{ path: PATHS.home, component: LandingPage, protected: false }];
