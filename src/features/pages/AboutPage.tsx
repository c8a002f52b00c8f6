import { PageTitle } from '../../components/PageTitle';

export function AboutPage() {
  return (
    <section className="page narrow">
      <PageTitle>About</PageTitle>
      <p>Frontdesk is a visitor management system for front desks. More about us is coming soon.</p>
    </section>
  );
}
