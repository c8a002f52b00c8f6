import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const contactlessRoutes: AppRoute[] = [
  {
    path: PATHS.contactless,
    load: screen(() => import('./ContactlessScreen'), 'ContactlessScreen'),
    protected: true,
    permission: 'desk',
  },
];

/** Kiosk mode's one screen, shown at every address while the desk is in kiosk mode. */
export const loadKioskScreen = screen(() => import('./KioskScreen'), 'KioskScreen');

export { useKioskMode } from './kioskMode';
