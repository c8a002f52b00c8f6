import { t } from '../../lib/operatorText';
import { isRejected } from '@reduxjs/toolkit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText, rejectionReason } from '../../app/queryError';
import type { Arrival } from '../../backend/port/contactless';
import { Alert } from '../../components/Alert';
import { formatVisitTime } from '../../lib/formatTime';
import { answerText } from '../../backend/visitAnswers';
import { describeDistance } from '../../lib/geo';
import { VisitPhoto } from '../../components/VisitPhoto';
import { selectSiteTimeZone } from '../../shared/settingsApi';
import { useWaitingArrivalsQuery } from './contactlessApi';
import { WatchlistHoldPanel } from '../compliance';
import {
  checkOutLeavingAtDesk,
  confirmArrivalAtDesk,
  declineArrival,
  turnAwayArrivalAtDesk,
} from './contactlessThunks';
import { enterKioskMode } from './kioskMode';
import { useInvitedCheckIn } from './useInvitedCheckIn';
import { visitCheckedIn } from '../../shared/justCheckedInSlice';
import { toMeet } from '../../lib/toMeet';

/** Visitors who checked in from their phone and wait for the desk, live, with Confirm and Decline. */
export function ArrivingList() {
  const { data: arrivals, error } = useWaitingArrivalsQuery(undefined);
  useInvitedCheckIn(arrivals);
  return (
    <section aria-labelledby="arriving-heading" className="card arriving">
      <div className="arriving-heading">
        <h2 id="arriving-heading">{t('Arriving')}</h2>
        <span className="row">
          <Link to={PATHS.contactless}>{t('Show the code for phones')}</Link>
          <button type="button" className="button-link" onClick={enterKioskMode}>
            {t('Start kiosk mode')}
          </button>
        </span>
      </div>
      <Alert message={failureText(t('the arrivals'), error)} />
      {arrivals && arrivals.length === 0 && (
        <p className="hint">{t('Nobody is waiting. Visitors who scan the desk’s code appear here.')}</p>
      )}
      {arrivals && arrivals.length > 0 && (
        <ul className="arrivals">
          {arrivals.map((arrival) => (
            <ArrivalItem key={arrival.id} arrival={arrival} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ArrivalItem({ arrival }: { arrival: Arrival }) {
  const dispatch = useAppDispatch();
  const timeZone = useAppSelector(selectSiteTimeZone);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The watchlist's hold on this arrival, until the operator decides.
  const [hold, setHold] = useState<string | null>(null);

  async function decide(verdict: 'admit' | 'turn away', note: string) {
    setBusy(true);
    const result =
      verdict === 'admit'
        ? await dispatch(confirmArrivalAtDesk({ arrivalId: arrival.id, timeZone, admitted: { note } }))
        : await dispatch(turnAwayArrivalAtDesk({ arrivalId: arrival.id, note, timeZone }));
    setBusy(false);
    if (isRejected(result)) {
      const values = { visitorName: arrival.visitorName, reason: rejectionReason(result) };
      setProblem(
        verdict === 'admit'
          ? t('Could not admit {visitorName}: {reason}', values)
          : t('Could not turn away {visitorName}: {reason}', values),
      );
    } else if (confirmArrivalAtDesk.fulfilled.match(result)) dispatch(visitCheckedIn(result.payload));
  }

  async function settle(action: 'confirm' | 'decline' | 'check out') {
    setBusy(true);
    setProblem(null);
    let failure: string | null = null;
    if (action === 'check out') {
      const result = await dispatch(checkOutLeavingAtDesk(arrival.id));
      if (checkOutLeavingAtDesk.rejected.match(result))
        failure = result.payload?.message ?? t('unknown error');
    } else if (action === 'confirm') {
      const result = await dispatch(confirmArrivalAtDesk({ arrivalId: arrival.id, timeZone }));
      if (confirmArrivalAtDesk.rejected.match(result)) {
        if (result.payload?.code === 'watchlist-hold') setHold(result.payload.message);
        else failure = result.payload?.message ?? t('unknown error');
      } else {
        dispatch(visitCheckedIn(result.payload));
      }
    } else {
      const result = await dispatch(declineArrival(arrival.id));
      if (declineArrival.rejected.match(result)) failure = result.payload?.message ?? t('unknown error');
    }
    setBusy(false);
    if (failure) {
      const values = { visitorName: arrival.visitorName, reason: failure };
      setProblem(
        action === 'check out'
          ? t('Could not check out {visitorName}: {reason}', values)
          : action === 'confirm'
            ? t('Could not confirm {visitorName}: {reason}', values)
            : t('Could not decline {visitorName}: {reason}', values),
      );
    }
  }

  return (
    <li className="arrival">
      <VisitPhoto imageUrl={arrival.imageUrl} name={arrival.visitorName} size={48} />
      <div className="arrival-details">
        <strong>{arrival.visitorName}</strong> {toMeet(arrival.whomToMeet)} ({arrival.companyName})
        <span className="hint">
          {arrival.visitType}
          {arrival.answers && Object.keys(arrival.answers).length > 0 && (
            <>: {Object.values(arrival.answers).map(answerText).join(' · ')}</>
          )}
        </span>
        <span className="hint">
          {arrival.distanceMetres === null
            ? t('No location given')
            : t('Says they are {distance} away', { distance: describeDistance(arrival.distanceMetres) })}
          {' · '}
          {formatVisitTime(arrival.at, timeZone)}
        </span>
        {hold ? (
          <WatchlistHoldPanel
            message={hold}
            busy={busy}
            problem={problem}
            onAdmit={(note) => void decide('admit', note)}
            onTurnAway={(note) => void decide('turn away', note)}
          />
        ) : (
          <Alert message={problem} />
        )}
      </div>
      {arrival.status.state === 'leaving' ? (
        <div className="arrival-actions">
          <span className="badge">{t('Leaving')}</span>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void settle('check out')}
            aria-label={t('Check out {visitorName}', { visitorName: arrival.visitorName })}
          >
            {t('Check out')}
          </button>
        </div>
      ) : (
        <div className="arrival-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy || hold !== null}
            onClick={() => void settle('confirm')}
            aria-label={t('Confirm {visitorName}', { visitorName: arrival.visitorName })}
          >
            {t('Confirm')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void settle('decline')}
            aria-label={t('Decline {visitorName}', { visitorName: arrival.visitorName })}
          >
            {t('Decline')}
          </button>
        </div>
      )}
    </li>
  );
}
