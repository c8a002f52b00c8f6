import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useSiteQuery } from '../../shared/settingsApi';
import { RetentionForm } from './RetentionForm';

/** The Privacy page: how long visitors' data is kept (its form links to a visitor's own requests). */
export function PrivacySettings() {
  const { data: site, error } = useSiteQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="privacy-settings-heading">
      <h2 id="privacy-settings-heading">Privacy</h2>
      <Alert message={failureText('the site’s settings', error)} />
      {!site && !error && <Spinner label="Loading the site’s settings.." />}
      {site && <RetentionForm saved={site.retentionDays} />}
    </section>
  );
}
