import { t } from '../../lib/operatorText';
import type { Visit } from '../../backend/port/visits';
import { CheckOutButton } from '../../shared/CheckOutButton';
import { formatVisitTime } from '../../lib/formatTime';
import { toMeet } from '../../lib/toMeet';

/** The newest visits at a glance, so the operator sees a check-in land. */
interface RecentVisitsProps {
  visits: Visit[];
  loading: boolean;
  onCheckedOut: (visit: Visit) => void;
}

export function RecentVisits({ visits, loading, onCheckedOut }: RecentVisitsProps) {
  return (
    <section aria-labelledby="recent-heading" className="card recent-visits">
      <h2 id="recent-heading">{t('Latest visits')}</h2>
      {visits.length === 0 ? (
        <p>
          {loading ? t('Loading visits..') : t('No visits yet today. Check a visitor in to get started.')}
        </p>
      ) : (
        <ul>
          {visits.slice(0, 5).map((visit) => (
            <li key={visit.id}>
              <strong>{visit.visitorName}</strong> {toMeet(visit.whomToMeet)}{' '}
              {t('· in {time}', { time: formatVisitTime(visit.checkin_timestamp) })}
              {' · '}
              {visit.checkedOut
                ? t('out {time}', { time: formatVisitTime(visit.checkout_timestamp) })
                : t('visit ID {visitID}', { visitID: visit.visitID })}
              {!visit.checkedOut && (
                <>
                  {' '}
                  <CheckOutButton visit={visit} onCheckedOut={onCheckedOut} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
