import { PageTitle } from '../../components/PageTitle';

const CAPABILITIES = [
  'Check visitors in and out at the desk: first-time visitors register with a webcam photo, and their name, email and mobile are checked before saving; returning ones are found as you type a few letters of their name, email or mobile (or by email), with the type and host of their last visit suggested; every visit gets a visit ID that is unique among the people on site.',
  'A desk that takes few clicks: check out anyone from the lists that show who is here (or find them by name), check out everyone still here at the end of the day, keep the last visitor’s visit ID and badge on the main page (or print each badge as soon as the visitor is checked in), and work from the keyboard (each screen opens on its main field; Alt+N, Alt+R and Alt+O on the main page). Every screen works on a phone-sized screen as well as a desktop.',
  'Settings in pages of their own (company, site and policies, contactless, directory, agreement, watchlist, privacy), each with one Save and a question before unsaved changes are left behind. Your own directory of companies and hosts (added one by one or imported from CSV, searched and paged); the host is emailed when their visitor arrives, from templates, and every email’s status is shown with its visit.',
  'A live admin dashboard: every visit, newest first, a page at a time, searchable by visitor, company, email or visit ID as you type, filtered to today, this week, who is still on site or one host, each visit’s details and emails in a side drawer, with who is on site now, check-ins per day in your site’s time zone, and a CSV export. It stays quick as the history grows: with a million visits in local mode, on a two-core machine, the first page shows in about 30 ms and a search keystroke updates the table in under 40 ms.',
  'Contactless check-in: visitors scan the rotating code on the desk’s screen and check in from their own phone (with a geofence around your site, if you want one), or at a tablet in kiosk mode; they appear live in the desk’s Arriving list to confirm or decline, and their phone shows the visit ID.',
  'A visit pass for every visit: a QR code on the success screen, on a printable 62 × 100 mm badge with the visitor’s photo, and in the visitor’s email; at Check-Out the desk’s webcam scans it. The code is random and means nothing without your session.',
  'Invitations: invite a visitor for a day and time; they get an email with a QR code, appear under Expected today, and are checked in in one step by scanning it or choosing them (the photo is taken then if they have none). An invitation works once, on its day only, and the desk can cancel it until it is used.',
  'A watchlist of people who must not enter unchecked, by name (any case, accents or spacing) or email: a matching check-in or phone arrival is held with the reason until the desk admits them with a note or turns them away; every decision is kept and emailed to your own account.',
  'An evacuation roll call from the on-site list: it freezes who was on site, anyone can be marked safe (and a mistaken “safe” taken back) from any desk or a warden’s phone, with their photo, live, with counts of who is accounted for and missing; the finished record is kept and printable.',
  'Visits nobody checked out are listed from earlier days and closed in bulk (now, or at the end of their day) or automatically after a number of hours you set, never during a roll call; each says how it was closed.',
  'Visitor types of your own beside the standard Meeting, Interview and Others (a contractor, a delivery, a guest, from templates or blank), each with up to ten questions asked at the desk, on the visitor’s phone and at the kiosk (the templates’ questions already in six languages), and a photo where the type needs one; the answers stay with the visit, in its details, the dashboard’s type filter, the CSV export and, where the type says so, the badge.',
  'The visitor’s own language on the phone and the kiosk: English, Spanish, French, German, Hindi or Arabic (right to left), from the browser or a menu, with the visit ID email and the invitation in that language; the agreement and the questions in the company’s own translations, or as written with a note, never machine-translated.',
  'A visitor agreement (NDA, safety rules) in versions you write: when you require it, every check-in at the desk or on a phone shows it, and the visitor accepts by typing their full name and signing on the screen; the visit keeps the version, name, signature and time, and its signed copy prints from the dashboard. A visitor type can ask for another agreement of yours instead, such as a contractor’s safety induction, in your own translations too.',
  'Personal data kept no longer than you choose (180 days unless you change it; a shorter period first says how many visits and records it will anonymise or delete, and asks): older visits lose the visitor’s name, email, mobile, photo and signature but still count, and older registrations, invitations, arrivals, mail, holds and roll calls are deleted. A visitor’s request is answered from Privacy requests: a JSON copy of everything held about their email, or its erasure; each run is logged without personal data, and one cut off midway (a closed tab) is finished by the next desk that opens.',
  'A team, each person with their own sign-in and role: admins invite people by email as admin, front desk or security; each sees and does what the role allows, and an admin can change a role or turn someone’s access off at once (their open screens sign out). An audit log records who checked each visitor in and out and who changed what, with filters and a CSV export, and the dashboard names who checked each visitor in.',
  'A desk that keeps working through a network cut: it says it is offline and how many changes wait; on Firebase it checks in visitors it has seen before at once with visit IDs it holds ahead (kept unique across desks), registers, checks out and sends invitations, their emails go when the network returns, and an admin can trust a desk to keep the company’s records, and the app itself, in its browser, so that it reloads and reopens during the cut. A check-in’s and an invitation’s emails are owed in the same save, so a desk closed before they went loses none: the next desk sends them.',
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
    </section>
  );
}
