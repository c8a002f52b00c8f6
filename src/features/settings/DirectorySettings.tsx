import { t } from '../../lib/operatorText';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useDirectoryQuery } from '../../shared/settingsApi';
import { CompaniesSettings } from './CompaniesSettings';
import { HostsSettings } from './HostsSettings';

/** The Directory page: the companies visited here, and their hosts. */
export function DirectorySettings() {
  const { data: directory, error } = useDirectoryQuery(undefined);
  return (
    <>
      <Alert message={failureText(t('the directory'), error)} />
      {!directory && !error && <Spinner label={t('Loading the directory..')} />}
      {directory && (
        <>
          <HostsSettings directory={directory} />
          <CompaniesSettings companies={directory.companies} />
        </>
      )}
    </>
  );
}
