import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { AppRoute, ScreenLoader } from '../app/routing';
import type { Permission } from '../backend/permissions';
import { agreementRoutes } from '../features/agreement/routes';
import { auditRoutes } from '../features/audit/routes';
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
import { teamRoutes } from '../features/team/routes';
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
  ...teamRoutes,
  ...auditRoutes,
];

interface LazyScreen {
  Screen: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * A screen loaded on first use. Once its code is in (prefetched, or shown before) it mounts at once,
 * without passing through the Suspense fallback; each mount keeps the one it started with.
 */
function lazyScreen(load: ScreenLoader): LazyScreen {
  let loaded: ComponentType | null = null;
  const preload = async () => (loaded = await load());
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return { Screen, preload };
}

export interface ShellRoute {
  path: string;
  element: ReactNode;
  protected: boolean;
  permission?: Permission;
}

const kiosk = lazyScreen(loadKioskScreen);
const deskDuties = lazyScreen(loadDeskDuties);
const signedInLinks = lazyScreen(async () => (await import('./SignedInLinks')).SignedInLinks);
const connectionStatus = lazyScreen(async () => (await import('./ConnectionStatus')).ConnectionStatus);
const appShellWorker = lazyScreen(async () => (await import('./AppShellWorker')).AppShellWorker);
const lazyScreens: LazyScreen[] = [kiosk, deskDuties, signedInLinks, connectionStatus, appShellWorker];

export const ROUTES: ShellRoute[] = FEATURE_ROUTES.map((route) => {
  if ('component' in route) return { ...route, element: <route.component /> };
  const screen = lazyScreen(route.load);
  lazyScreens.push(screen);
  return {
    path: route.path,
    protected: route.protected,
    permission: route.permission,
    element: <screen.Screen />,
  };
});

export const KioskScreen = kiosk.Screen;
/** Loaded once signed in: the landing page never downloads it. */
export const DeskDuties = deskDuties.Screen;
/** The offline banner and its count of changes waiting, loaded once signed in. */
export const ConnectionStatus = connectionStatus.Screen;
/** A trusted desk's app-shell worker and its new-version notice, loaded once signed in. */
export const AppShellWorker = appShellWorker.Screen;
/** The navigation's signed-in links and Logout, loaded with the desk's screens. */
export const SignedInLinks = signedInLinks.Screen;

/** Fetches every screen's code, so a signed-in desk never waits on a download (nor a test on one). */
export function prefetchScreens(): Promise<unknown> {
  return Promise.all(lazyScreens.map((screen) => screen.preload()));
}
