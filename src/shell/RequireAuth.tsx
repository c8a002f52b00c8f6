import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated } from '../app/session';
import { useAppSelector } from '../app/hooks';
import { PATHS } from '../app/paths';
import { useCan } from '../app/useCan';
import type { Permission } from '../backend/permissions';
import { PageTitle } from '../components/PageTitle';

/**
 * The spec: every protected screen sends a logged-out user to /login. A screen the signed-in person's
 * role does not include says so, in place of the screen.
 */
export function RequireAuth({ children, permission }: { children: ReactNode; permission?: Permission }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={PATHS.login} replace state={{ from: location.pathname }} />;
  return permission ? <RequirePermission permission={permission}>{children}</RequirePermission> : children;
}

function RequirePermission({ children, permission }: { children: ReactNode; permission: Permission }) {
  const { allowed, reason } = useCan(permission);
  if (allowed) return children;
  return (
    <section className="page narrow">
      <PageTitle>Not part of your role</PageTitle>
      <p className="card">{reason} An admin can change your role on the Team page of Settings.</p>
      <p>
        <Link to={PATHS.main}>Back to the main page</Link>
      </p>
    </section>
  );
}
