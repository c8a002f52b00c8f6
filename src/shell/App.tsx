import { t } from '../lib/operatorText';
import { Suspense, useEffect } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { Navbar } from './Navbar';
import { RequireAuth } from './RequireAuth';
import { selectIsAuthenticated } from '../app/session';
import { useAppSelector } from '../app/hooks';
import { AppShellWorker, ConnectionStatus, DeskDuties, KioskScreen, prefetchScreens, ROUTES } from './routes';
import { useKioskMode } from '../features/contactless/routes';
import { PATHS } from '../app/paths';

export function App({ localMode }: { localMode: boolean }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const kiosk = useKioskMode();
  useEffect(() => {
    // Built app only: under the dev server and in tests each screen loads when first shown.
    if (isAuthenticated && import.meta.env.PROD) void prefetchScreens();
  }, [isAuthenticated]);

  // A kiosk shows its one screen at every address: a visitor cannot reach the desk's screens.
  if (isAuthenticated && kiosk) {
    return (
      <main id="content" className="bare">
        <Suspense fallback={<Spinner />}>
          <KioskScreen />
        </Suspense>
      </main>
    );
  }

  return (
    <>
      <a href="#content" className="skip-link">
        {t('Skip to content')}
      </a>
      <Navbar />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <ConnectionStatus />
          <AppShellWorker />
          <DeskDuties />
        </Suspense>
      )}
      {localMode && <p className="local-banner">{t('Local mode — data stays in this browser')}</p>}
      <main id="content">
        <Suspense fallback={<Spinner />}>
          <Routes>
            {ROUTES.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  route.protected ? (
                    <RequireAuth permission={route.permission}>{route.element}</RequireAuth>
                  ) : (
                    route.element
                  )
                }
              />
            ))}
          </Routes>
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {t('Frontdesk · Visitor management for front desks')}
        </p>
        <p>
          <Link to={PATHS.about}>{t('About')}</Link> · <Link to={PATHS.contact}>{t('Contact')}</Link>
        </p>
      </footer>
    </>
  );
}
