import { useState } from 'react';
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
  // Below ~600 px the links fold into a menu; choosing one closes it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const link = (to: string, label: string, className?: string) => (
    <li>
      <NavLink to={to} onClick={close} className={className}>
        {label}
      </NavLink>
    </li>
  );

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
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="nav-links"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <ul id="nav-links" className={menuOpen ? 'nav-links open' : 'nav-links'}>
          {isAuthenticated ? (
            <>
              {link(PATHS.main, 'Main page')}
              {link(PATHS.dashboard, 'Admin Dashboard')}
              {link(PATHS.onSite, 'Emergency', 'nav-emergency')}
              {link(PATHS.outbox, 'Outbox')}
              {link(PATHS.unclosed, 'Unclosed visits')}
              {link(PATHS.privacy, 'Privacy')}
              {link(PATHS.settings, 'Settings')}
              <li>
                <button
                  type="button"
                  className="button-link"
                  data-leaves-page
                  onClick={() => {
                    close();
                    handleLogout();
                  }}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              {link(PATHS.login, 'Login')}
              {link(PATHS.register, 'Register')}
            </>
          )}
        </ul>
      </nav>
      <Alert message={logoutRequest.status === 'failed' ? logoutRequest.error : null} />
    </header>
  );
}
