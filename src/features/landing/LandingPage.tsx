import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../app/paths';

const FEATURES = [
  {
    title: 'Contactless check-in',
    text: 'Visitors scan the code on the desk’s screen and check in from their own phone, or at a kiosk by the door, in one of six languages, answering the questions you ask their kind of visit; the desk confirms them with one click.',
  },
  {
    title: 'Visit passes and badges',
    text: 'Every visit gets a pass with a QR code, on screen and in the visitor’s email, and a printable badge with their photo; the desk scans the pass on the way out. Invite visitors ahead and they are checked in from their invitation in one step.',
  },
  {
    title: 'Safety and compliance',
    text: 'Visitors sign your agreement on screen; a watchlist holds anyone who must not enter until the desk decides; an evacuation roll call accounts for everyone on site; personal data is anonymised after the period you set, and erased or exported on request.',
  },
  {
    title: 'Geofencing',
    text: 'A phone far from your building is told how far it is and cannot check in; the desk sees how close each arriving visitor says they are. The code on the screen changes every ten minutes.',
  },
  {
    title: 'Dynamic dashboard',
    text: 'A live admin panel of every visit, searchable and exportable, with who is on site now. Each person signs in with a role of their own, and an audit log says who did what.',
  },
] as const;

const STEPS = [
  'The visitor registers at the desk with a quick webcam photo; a returning one is found from a few letters of their name.',
  'They choose the purpose of the visit and whom they are meeting.',
  'The host gets an email that their visitor has arrived; the visitor gets a visit ID.',
  'On the way out, the desk scans their pass (or types the visit ID) to check them out.',
] as const;

export function LandingPage() {
  return (
    <div className="landing">
      <section className="hero">
        <PageTitle>Visitor management for your front desk</PageTitle>
        <p className="lead">
          Check visitors in and out in seconds, let hosts know the moment their guest arrives, and keep a
          clear record of every visit.
        </p>
        <div className="hero-actions">
          <Link to={PATHS.register} className="button button-primary button-large">
            Register
          </Link>
          <a href="#how-it-works" className="button button-secondary button-large">
            How it works
          </a>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="features">
        <h2 id="features-heading">Features</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="how-it-works">
        <h2 id="how-heading">How it works</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
