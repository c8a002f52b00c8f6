import { t } from '../../lib/operatorText';
import { RetentionForm } from './RetentionForm';
import { WithSite } from './WithSite';

/** The Privacy page: how long visitors' data is kept (its form links to a visitor's own requests). */
export function PrivacySettings() {
  return (
    <section className="card settings-section" aria-labelledby="privacy-settings-heading">
      <h2 id="privacy-settings-heading">{t('Privacy')}</h2>
      <WithSite>{(site) => <RetentionForm saved={site.retentionDays} />}</WithSite>
    </section>
  );
}
