import { msg, t } from '../lib/operatorText';
import { useContext } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectRole } from '../app/session';
import { can, type Permission } from '../backend/permissions';
import { PATHS } from '../app/paths';
import { logout } from '../features/auth';
import { selectWaitingWrites } from '../app/writes';
import { formatCount } from '../lib/countText';
import { CloseNavMenu } from './navMenu';
import { useOnline } from './useOnline';

/** The desk's screens, each shown to the roles that may open it (the route table says the same). */
const LINKS: { to: string; label: string; className?: string; permission: Permission }[] = [
  { to: PATHS.main, label: msg('Main page'), permission: 'view' },
  { to: PATHS.dashboard, label: msg('Admin Dashboard'), permission: 'view' },
  { to: PATHS.onSite, label: msg('Emergency'), className: 'nav-emergency', permission: 'view' },
  { to: PATHS.outbox, label: msg('Outbox'), permission: 'view' },
  { to: PATHS.unclosed, label: msg('Unclosed visits'), permission: 'desk' },
  { to: PATHS.privacy, label: msg('Privacy'), permission: 'manage' },
  { to: PATHS.audit, label: msg('Audit'), permission: 'manage' },
  { to: PATHS.settings, label: msg('Settings'), permission: 'manage' },
];

/** Asked before Log out during a network cut, while changes made here wait for the server. */
export function discardOnLogout(waiting: number): string {
  return waiting === 1
    ? t(
        '1 change made here has not reached the server yet, and logging out now would lose it. Log out anyway?',
      )
    : t(
        '{count} changes made here have not reached the server yet, and logging out now would lose them. Log out anyway?',
        { count: formatCount(waiting) },
      );
}

/**
 * The signed-in desk's navigation, with Logout: loaded once signed in (with the screens), so the landing
 * page never downloads it nor the account's commands behind Logout.
 */
export function SignedInLinks() {
  const close = useContext(CloseNavMenu);
  const role = useAppSelector(selectRole);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const waiting = useAppSelector(selectWaitingWrites);
  const online = useOnline();

  // The session ends as the click is handled (logout clears it synchronously); the backend's revocation
  // follows, and its failure is shown by the navigation bar.
  function handleLogout() {
    // Online, what is on its way is confirmed in a moment; during a cut it would wait for this session.
    if (!online && waiting > 0 && !window.confirm(discardOnLogout(waiting))) return;
    close();
    void dispatch(logout());
    void navigate(PATHS.login);
  }

  return (
    <>
      {LINKS.filter((link) => can(role, link.permission)).map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={close} className={link.className}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className="button-link" data-leaves-page onClick={handleLogout}>
          {t('Logout')}
        </button>
      </li>
    </>
  );
}
