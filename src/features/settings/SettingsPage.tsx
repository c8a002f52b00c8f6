import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { AgreementSettings } from '../agreement';
import { WatchlistSettings } from '../compliance';
import { CompaniesSettings } from './CompaniesSettings';
import { HostsSettings } from './HostsSettings';
import { ProfileSettings } from './ProfileSettings';
import { useDirectoryQuery } from '../../shared/settingsApi';
import { SiteSettingsForm } from './SiteSettingsForm';

/** The company's own set-up: profile, site, the companies visited here and their hosts. */
export function SettingsPage() {
  const { data: directory, error } = useDirectoryQuery(undefined);
  return (
    <section className="page settings">
      <PageTitle>Settings</PageTitle>
      <ProfileSettings />
      <SiteSettingsForm />
      <Alert message={failureText('the directory', error)} />
      {!directory && !error && <Spinner label="Loading the directory.." />}
      {directory && (
        <>
          <CompaniesSettings companies={directory.companies} />
          <HostsSettings directory={directory} />
        </>
      )}
      <AgreementSettings />
      <WatchlistSettings />
    </section>
  );
}
