import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../app/paths';

export function NotFoundPage() {
  return (
    <section className="page narrow center">
      <PageTitle>Looking for something?</PageTitle>
      <p>We could not find that page.</p>
      <Link to={PATHS.home} className="button button-primary">
        Go to the home page
      </Link>
    </section>
  );
}
