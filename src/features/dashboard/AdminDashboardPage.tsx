import { PageTitle } from '../../components/PageTitle';

export function AdminDashboardPage() {
  return (
    <section className="page">
      <PageTitle>Admin Panel</PageTitle>
      <p>Loading Admin Dashboard..</p>
    </section>
  );
}
