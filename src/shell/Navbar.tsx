import { t } from '../lib/operatorText';
import { Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Alert } from '../components/Alert';
import { selectIsAuthenticated } from '../app/session';
import { useAppSelector, type RootState } from '../app/hooks';
import { PATHS } from '../app/paths';
import { CloseNavMenu } from './navMenu';
import { SignedInLinks } from './routes';

/** Read without the account's slice, which only a signed-in desk downloads (its type alone is needed). */
const selectLogoutFailure = (state: RootState) =>
  state.auth?.logout.status === 'failed' ? state.auth.logout.error : null;

export function Navbar() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const logoutFailure = useAppSelector(selectLogoutFailure);
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

  return (
    <header className="site-header">
      <nav aria-label={t('Main')} className="navbar">
        <Link to={PATHS.home} className="brand">
          <span aria-hidden="true" className="brand-mark">
            {/* The logo's letter, not a word to translate. */}
            {'F'}
          </span>
          {t('Frontdesk')}
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="nav-links"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('Menu')}
        </button>
        <ul id="nav-links" className={menuOpen ? 'nav-links open' : 'nav-links'}>
          {isAuthenticated ? (
            <CloseNavMenu value={close}>
              <Suspense fallback={null}>
                <SignedInLinks />
              </Suspense>
            </CloseNavMenu>
          ) : (
            <>
              {link(PATHS.login, 'Login')}
              {link(PATHS.register, 'Register')}
            </>
          )}
        </ul>
      </nav>
      <Alert message={logoutFailure} />
    </header>
  );
}
