import { t } from '../../lib/operatorText';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../app/paths';

export function ChoicePage() {
  return (
    <section className="page narrow">
      <PageTitle>{t('Welcome! Is this your first visit?')}</PageTitle>
      <div className="choice-grid">
        <Link to={PATHS.visitorRegistration} className="button button-primary button-kiosk">
          {t('This is my first time here..')}
        </Link>
        <Link to={PATHS.emailVerification} className="button button-secondary button-kiosk">
          {t('I have been here before..')}
        </Link>
      </div>
    </section>
  );
}
