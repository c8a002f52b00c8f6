import { PageTitle } from '../../components/PageTitle';

export function ContactPage() {
  return (
    <section className="page narrow">
      <PageTitle>Contact</PageTitle>
      <p>Contact details are coming soon.</p>
    </section>
  );
}
