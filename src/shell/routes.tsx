import { lazy, type ComponentType, type ReactNode } from 'react';
import type { AppRoute, ScreenLoader } from '../app/routing';
import { agreementRoutes } from '../features/agreement/routes';
import { authRoutes } from '../features/auth/routes';
import { complianceRoutes, loadDeskDuties } from '../features/compliance/routes';
import { contactlessRoutes, loadKioskScreen } from '../features/contactless/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { invitesRoutes } from '../features/invites/routes';
import { landingRoutes } from '../features/landing/routes';
import { mailRoutes } from '../features/mail/routes';
import { pagesRoutes } from '../features/pages/routes';
import { passRoutes } from '../features/pass/routes';
import { privacyRoutes } from '../features/privacy/routes';
import { settingsRoutes } from '../features/settings/routes';
import { visitorsRoutes } from '../features/visitors/routes';
import { visitsRoutes } from '../features/visits/routes';

/**
 * Every screen of the app in one table, each feature's routes from its routes.ts. The landing page is in
 * the first download; the rest load when first visited, so the landing page stays small.
 */
const FEATURE_ROUTES: AppRoute[] = [
  ...landingRoutes,
  ...authRoutes,
  ...pagesRoutes,
  ...visitsRoutes,
  ...visitorsRoutes,
  ...dashboardRoutes,
  ...complianceRoutes,
  ...privacyRoutes,
  ...mailRoutes,
  ...settingsRoutes,
  ...contactlessRoutes,
  ...passRoutes,
  ...agreementRoutes,
  ...invitesRoutes,
];

const lazyScreen = (load: ScreenLoader) => lazy(async () => ({ default: await load() }));
const elementOf = (Screen: ComponentType) => <Screen />;

export interface ShellRoute {
  path: string;
  element: ReactNode;
  protected: boolean;
}

export const ROUTES: ShellRoute[] = FEATURE_ROUTES.map((route) => ({
  path: route.path,
  protected: route.protected,
  element: elementOf('component' in route ? route.component : lazyScreen(route.load)),
}));

export const KioskScreen = lazyScreen(loadKioskScreen);
/** Loaded once signed in: the landing page never downloads it. */
export const DeskDuties = lazyScreen(loadDeskDuties);

/** Fetches every screen's code in the background, so a signed-in desk never waits on a download. */
export function prefetchScreens(): void {
  for (const route of FEATURE_ROUTES) if ('load' in route) void route.load();
  void loadKioskScreen();
  void loadDeskDuties();
}
