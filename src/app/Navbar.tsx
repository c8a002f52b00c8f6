import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Alert } from '../components/Alert';
import { logout, selectAuth } from '../features/auth/authSlice';
import { useAppDispatch, useAppSelector } from './hooks';

export function Navbar() {
  const { isAuthenticated, logout: logoutRequest } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);

  async function handleLogout() {
    setFailed(null);
    const result = await dispatch(logout());
    if (logout.fulfilled.match(result)) void navigate('/login');
    else setFailed(result.payload ?? null);
  }

  return (
    <header className="site-header">
      <nav aria-label="Main" className="navbar">
        <Link to="/" className="brand">
          <span aria-hidden="true" className="brand-mark">
            F
          </span>
          Frontdesk
        </Link>
        <ul className="nav-links">
          {isAuthenticated ? (
            <>
              <li>
                <NavLink to="/main_checkin_checkout">Main page</NavLink>
              </li>
              <li>
                <NavLink to="/admin_dashboard">Admin Dashboard</NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className="button-link"
                  onClick={() => void handleLogout()}
                  disabled={logoutRequest.status === 'pending'}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to="/login">Login</NavLink>
              </li>
              <li>
                <NavLink to="/register">Register</NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      <Alert message={failed} />
    </header>
  );
}
