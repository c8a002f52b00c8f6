import { useEffect, useState } from 'react';
import { toAppError, type AppError } from '../../backend/errors';
import type { ArrivalPort, PublicSite } from '../../backend/port/contactless';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { describeDistance, distanceMetres } from '../../lib/geo';
import { ArrivalAnswer } from './ArrivalAnswer';
import { ArrivalForm } from './ArrivalForm';
import { LanguageMenu, useVisitorText, VisitorLanguageProvider } from '../../components/visitorLanguage';

export const STALE_CODE_TEXT =
  'This code is no longer valid. Scan the code on the screen at the front desk again.';

type Location =
  | { state: 'not-needed' }
  | { state: 'asking' }
  | { state: 'locating' }
  | { state: 'inside' | 'outside'; metres: number }
  | { state: 'refused' };

function openingProblem(error: AppError): string {
  if (error.code === 'stale-code' || error.code === 'not-found') return STALE_CODE_TEXT;
  return UNREACHABLE_TEXT;
}

const UNREACHABLE_TEXT =
  'This page could not reach the front desk. Check your connection and try again, or ask at the desk.';

/**
 * The visitor's own phone, opened from the desk's QR code: where they are (with the geofence on), the
 * form, then the desk's answer. Public, mobile-first, without the desk's navigation.
 */
export function ArrivalPage(props: ArrivalPageProps) {
  return (
    <VisitorLanguageProvider>
      <ArrivalSteps {...props} />
    </VisitorLanguageProvider>
  );
}

interface ArrivalPageProps {
  company: string;
  code: string;
  /** The phone's side of the backend, loaded on first use. */
  arrivals: () => Promise<ArrivalPort>;
  /** The kiosk at the desk: no location to check. */
  atTheDesk?: boolean;
}

function ArrivalSteps({ company, code, arrivals, atTheDesk = false }: ArrivalPageProps) {
  const [site, setSite] = useState<PublicSite | null>(null);
  const [failure, setProblem] = useState<string | null>(null);
  // An address without a code is as stale as an old one.
  const problem = code ? failure : STALE_CODE_TEXT;
  const [location, setLocation] = useState<Location>({ state: 'asking' });
  const [arrivalId, setArrivalId] = useState<string | null>(null);
  const { t } = useVisitorText();

  useEffect(() => {
    if (!code) return;
    let current = true;
    arrivals()
      .then((port) => port.openCode(company, code))
      .then(
        (opened) => {
          if (!current) return;
          setSite(opened);
          if (atTheDesk || !opened.geofence || !opened.position) setLocation({ state: 'not-needed' });
        },
        (error: unknown) => current && setProblem(openingProblem(toAppError(error))),
      );
    return () => {
      current = false;
    };
  }, [arrivals, company, code, atTheDesk]);

  /** `again`: the visitor asks after moving, so a position the phone remembers will not do. */
  function locate(desk: PublicSite, again = false) {
    const position = desk.position;
    if (!position || !('geolocation' in navigator)) return setLocation({ state: 'refused' });
    setLocation({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const metres = distanceMetres(position, coords);
        setLocation({ state: metres <= desk.radiusMetres ? 'inside' : 'outside', metres });
      },
      () => setLocation({ state: 'refused' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: again ? 0 : 30_000 },
    );
  }

  return (
    <section className="page arrival-page">
      <LanguageMenu />
      <PageTitle>
        {site ? t('Check in at {company}', { company: site.companyName }) : t('Check in')}
      </PageTitle>
      <Alert message={problem && t(problem)} />
      {!site && !problem && <Spinner label={t('Opening the check-in..')} />}
      {site && !arrivalId && (
        <>
          <LocationStep
            site={site}
            location={location}
            onLocate={() => locate(site)}
            onLocateAgain={() => locate(site, true)}
          />
          {(location.state === 'inside' || location.state === 'not-needed') && (
            <ArrivalForm
              site={site}
              send={async (input) => (await arrivals()).arrive(company, code, input)}
              distanceMetres={location.state === 'inside' ? Math.round(location.metres) : null}
              onArrived={setArrivalId}
              onStale={() => {
                setSite(null);
                setProblem(STALE_CODE_TEXT);
              }}
            />
          )}
        </>
      )}
      {arrivalId && (
        <ArrivalAnswer
          read={async () => (await arrivals()).arrivalStatus(company, arrivalId)}
          // A kiosk is shared: the next visitor must not check the last one out.
          askToLeave={atTheDesk ? null : async () => (await arrivals()).requestCheckout(company, arrivalId)}
        />
      )}
    </section>
  );
}

function LocationStep({
  site,
  location,
  onLocate,
  onLocateAgain,
}: {
  site: PublicSite;
  location: Location;
  onLocate: () => void;
  onLocateAgain: () => void;
}) {
  const { t } = useVisitorText();
  switch (location.state) {
    case 'not-needed':
      return null;
    case 'asking':
    case 'locating':
      return (
        <div className="card">
          <p>
            {t(
              '{company} checks that you are at the front desk before you check in. Your phone’s location is used for this check only, and the desk sees only how far away you are.',
              { company: site.companyName },
            )}
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={onLocate}
            disabled={location.state === 'locating'}
          >
            {location.state === 'locating' ? t('Finding where you are…') : t('Share my location')}
          </button>
        </div>
      );
    case 'inside':
      return (
        <p role="status" className="alert alert-success">
          {t('You are {distance} from the front desk.', { distance: describeDistance(location.metres) })}
        </p>
      );
    case 'outside':
      return (
        <>
          <Alert
            message={t('You are {distance} from the front desk — check in when you arrive', {
              distance: describeDistance(location.metres),
            })}
          />
          <LocateAgain onLocate={onLocateAgain} />
        </>
      );
    case 'refused':
      return (
        <>
          <Alert
            message={t(
              'Your phone did not share its location, so this page cannot check you in. Please ask at the front desk.',
            )}
          />
          <LocateAgain onLocate={onLocateAgain} />
        </>
      );
  }
}

/** Not a dead end: a visitor who walked closer, or allowed the location, tries again from here. */
function LocateAgain({ onLocate }: { onLocate: () => void }) {
  const { t } = useVisitorText();
  return (
    <button type="button" className="button button-secondary" onClick={onLocate}>
      {t('Check my location again')}
    </button>
  );
}
