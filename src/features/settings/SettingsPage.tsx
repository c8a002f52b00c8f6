import { t, msg } from '../../lib/operatorText';
import { NavLink, Route, Routes } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { SETTINGS_PATHS } from '../../app/screenLinks';
import { PageTitle } from '../../components/PageTitle';
import { AgreementSettings, OtherAgreementsSettings } from '../agreement';
import { WatchlistSettings } from '../compliance';
import { TeamSettings } from '../team';
import { ContactlessSettings } from './ContactlessSettingsForm';
import { DeskSettings } from './DeskSettings';
import { DirectorySettings } from './DirectorySettings';
import { PrivacySettings } from './PrivacySettings';
import { ProfileSettings } from './ProfileSettings';
import { SiteSettingsForm } from './SiteSettingsForm';
import { VisitorTypesSettings } from './VisitorTypesSettings';

/** Each part of the set-up is a page of its own, with one Save: the side menu names them all. */
const PAGES = [
  { path: PATHS.settings, label: msg('Company'), element: <ProfileSettings /> },
  { path: SETTINGS_PATHS.site, label: msg('Site & policies'), element: <SiteSettingsForm /> },
  { path: SETTINGS_PATHS.contactless, label: msg('Contactless'), element: <ContactlessSettings /> },
  { path: SETTINGS_PATHS.directory, label: msg('Directory'), element: <DirectorySettings /> },
  { path: SETTINGS_PATHS.visitorTypes, label: msg('Visitor types'), element: <VisitorTypesSettings /> },
  {
    path: SETTINGS_PATHS.agreement,
    label: msg('Visitor agreement'),
    element: (
      <>
        <AgreementSettings />
        <OtherAgreementsSettings />
      </>
    ),
  },
  { path: SETTINGS_PATHS.watchlist, label: msg('Watchlist'), element: <WatchlistSettings /> },
  { path: SETTINGS_PATHS.privacy, label: msg('Privacy'), element: <PrivacySettings /> },
  { path: SETTINGS_PATHS.team, label: msg('Team'), element: <TeamSettings /> },
  { path: SETTINGS_PATHS.desk, label: msg('This desk'), element: <DeskSettings /> },
];

const relative = (path: string) => path.slice(PATHS.settings.length + 1);

/** The company's own set-up: a side menu of its pages, the chosen one beside it. */
export function SettingsPage() {
  return (
    <section className="page settings">
      <PageTitle>{t('Settings')}</PageTitle>
      <div className="settings-layout">
        <nav aria-label={t('Settings pages')} className="settings-menu">
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} end>
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-page">
          <Routes>
            {PAGES.map((page) =>
              page.path === PATHS.settings ? (
                <Route key={page.path} index element={page.element} />
              ) : (
                <Route key={page.path} path={relative(page.path)} element={page.element} />
              ),
            )}
            <Route
              path="*"
              element={<p>{t('There is no such settings page. Choose one from the menu.')}</p>}
            />
          </Routes>
        </div>
      </div>
    </section>
  );
}
