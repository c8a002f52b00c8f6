import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Alert } from '../components/Alert';
import { selectIsAuthenticated } from '../app/session';
import { logout, selectAuthRequests } from '../features/auth';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PATHS } from '../app/paths';

export function Navbar() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { logout: logoutRequest } = useAppSelector(selectAuthRequests);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // The session ends as the click is handled (logout clears it synchronously); the backend's revocation
  // follows, and its failure is shown here.
  function handleLogout() {
    void dispatch(logout());
    void navigate(PATHS.login);
  }

  return (
    <header className="site-header">
      <nav aria-label="Main" className="navbar">
        <Link to={PATHS.home} className="brand">
          <span aria-hidden="true" className="brand-mark">
            F
          </span>
          Frontdesk
        </Link>
        <ul className="nav-links">
          {isAuthenticated ? (
            <>
              <li>
                <NavLink to={PATHS.main}>Main page</NavLink>
              </li>
              <li>
                <NavLink to={PATHS.dashboard}>Admin Dashboard</NavLink>
              </li>
              <li>
                <NavLink to={PATHS.settings}>Settings</NavLink>
              </li>
              <li>
                <button type="button" className="button-link" onClick={handleLogout}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={PATHS.login}>Login</NavLink>
              </li>
              <li>
                <NavLink to={PATHS.register}>Register</NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      <Alert message={logoutRequest.status === 'failed' ? logoutRequest.error : null} />
    </header>
  );
}
