import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectRole } from '../app/session';
import { useAppSelector } from '../app/hooks';
import { PATHS } from '../app/paths';
import { can, type Permission } from '../backend/permissions';

const NotPartOfYourRole = lazy(() => import('./NotPartOfYourRole'));

/**
 * The spec: every protected screen sends a logged-out user to /login. A screen the signed-in person's
 * role does not include (the route's permission) says why instead.
 */
export function RequireAuth({ children, permission }: { children: ReactNode; permission?: Permission }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const role = useAppSelector(selectRole);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={PATHS.login} replace state={{ from: location.pathname }} />;
  if (!permission || !role || can(role, permission)) return children;
  return (
    <Suspense fallback={null}>
      <NotPartOfYourRole role={role} permission={permission} />
    </Suspense>
  );
}
