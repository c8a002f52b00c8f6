import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useSiteQuery } from '../../shared/settingsApi';
import { RetentionForm } from './RetentionForm';

/** The Privacy page: how long visitors' data is kept, and where a visitor's own requests are handled. */
export function PrivacySettings() {
  const { data: site, error } = useSiteQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="privacy-settings-heading">
      <h2 id="privacy-settings-heading">Privacy</h2>
      <p>
        A visitor’s request for a copy of their data, or for its erasure, and the log of every retention run
        and erasure: <Link to={PATHS.privacy}>Privacy requests</Link>.
      </p>
      <Alert message={failureText('the site’s settings', error)} />
      {!site && !error && <Spinner label="Loading the site’s settings.." />}
      {site && <RetentionForm saved={site.retentionDays} />}
    </section>
  );
}
