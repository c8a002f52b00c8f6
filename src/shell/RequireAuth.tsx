import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated } from '../app/session';
import { useAppSelector } from '../app/hooks';
import { PATHS } from '../app/paths';

/** The spec: every protected screen sends a logged-out user to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={PATHS.login} replace state={{ from: location.pathname }} />;
  return children;
}
