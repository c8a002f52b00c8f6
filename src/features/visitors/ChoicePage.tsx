import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';

export function ChoicePage() {
  return (
    <section className="page narrow">
      <PageTitle>Welcome! Is this your first visit?</PageTitle>
      <div className="choice-grid">
        <Link to="/visitor_registration" className="button button-primary button-kiosk">
          This is my first time here..
        </Link>
        <Link to="/email_verification" className="button button-secondary button-kiosk">
          I have been here before..
        </Link>
      </div>
    </section>
  );
}
