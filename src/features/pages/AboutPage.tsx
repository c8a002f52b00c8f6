import { PageTitle } from '../../components/PageTitle';

const CAPABILITIES = [
  'Check visitors in and out at the desk: first-time visitors register with a webcam photo, returning ones are found by email, and every visit gets a visit ID that is unique among the people on site.',
  'Your own directory of companies and hosts (added one by one or imported from CSV); the host is emailed when their visitor arrives, from templates, and every email’s status is shown with its visit.',
  'A live admin dashboard: every visit, newest first, a page at a time, searchable by visitor or company as you type, with who is on site now, check-ins per day in your site’s time zone, and a CSV export.',
  'Each company sees only its own visitors. Logging out clears the desk at once, so the next person at a shared desk starts from nothing.',
  'Two ways to run it: in this browser alone (nothing leaves the computer), or on Firebase, with security rules that keep every company to its own data.',
] as const;

export function AboutPage() {
  return (
    <section className="page narrow">
      <PageTitle>About</PageTitle>
      <p>
        Frontdesk is a visitor management system for front desks: it replaces the paper logbook with a quick,
        private check-in and a record of every visit.
      </p>
      <h2>What it does today</h2>
      <ul>
        {CAPABILITIES.map((capability) => (
          <li key={capability}>{capability}</li>
        ))}
      </ul>
      <p>
        Contactless check-in from the visitor’s own phone, visit passes with a QR code, and the visitor
        agreement, watchlist and roll call are on their way.
      </p>
    </section>
  );
}
