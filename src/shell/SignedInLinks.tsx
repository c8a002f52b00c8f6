import { useContext } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PATHS } from '../app/paths';
import { logout } from '../features/auth';
import { CloseNavMenu } from './navMenu';

const LINKS: { to: string; label: string; className?: string }[] = [
  { to: PATHS.main, label: 'Main page' },
  { to: PATHS.dashboard, label: 'Admin Dashboard' },
  { to: PATHS.onSite, label: 'Emergency', className: 'nav-emergency' },
  { to: PATHS.outbox, label: 'Outbox' },
  { to: PATHS.unclosed, label: 'Unclosed visits' },
  { to: PATHS.privacy, label: 'Privacy' },
  { to: PATHS.settings, label: 'Settings' },
];

/**
 * The signed-in desk's navigation, with Logout: loaded once signed in (with the screens), so the landing
 * page never downloads it nor the account's commands behind Logout.
 */
export function SignedInLinks() {
  const close = useContext(CloseNavMenu);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // The session ends as the click is handled (logout clears it synchronously); the backend's revocation
  // follows, and its failure is shown by the navigation bar.
  function handleLogout() {
    close();
    void dispatch(logout());
    void navigate(PATHS.login);
  }

  return (
    <>
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={close} className={link.className}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className="button-link" data-leaves-page onClick={handleLogout}>
          Logout
        </button>
      </li>
    </>
  );
}
