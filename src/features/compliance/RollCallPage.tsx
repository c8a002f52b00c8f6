import { t, tParts } from '../../lib/operatorText';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import type { RollCall, RollCallPerson } from '../../backend/port/rollCalls';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { useRollCallQuery } from './rollCallApi';
import { PersonCard, SafeList } from './RollCallPeople';
import { finishRollCall, markSafe, unmarkSafe } from './rollCallThunks';

const missingOf = (rollCall: RollCall) => rollCall.people.filter((person) => person.safeAt === null);

/**
 * An evacuation roll call: the people on site when it started, each marked safe with one large tap (a
 * warden's phone works as well as the desk), live across desks; finished, it is the record to print.
 */
export function RollCallPage() {
  const { id = '' } = useParams();
  const { data: rollCall, error } = useRollCallQuery(id);
  useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const time = (epochMs: number) => formatVisitTime(epochMs, timeZone);

  return (
    <section className="page roll-call">
      <div className="dashboard-heading">
        <PageTitle>{t('Roll call')}</PageTitle>
        <div className="row no-print">
          {rollCall?.finishedAt != null && (
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              {t('Print')}
            </button>
          )}
          <Link to={PATHS.onSite} className="button button-secondary">
            {t('Back to who is on site')}
          </Link>
        </div>
      </div>
      <Alert message={failureText(t('the roll call'), error)} />
      {!rollCall && !error && <Spinner label={t('Loading the roll call..')} />}
      {rollCall && (
        <>
          <p>
            {t('Started')} {time(rollCall.startedAt)}.{' '}
            {rollCall.finishedAt === null
              ? t('Everyone on site then is listed; check-ins since are not.')
              : t('Finished {finishedAt}.', { finishedAt: time(rollCall.finishedAt) })}
          </p>
          <RollCallCounts rollCall={rollCall} />
          {rollCall.finishedAt === null ? (
            <OpenRollCall rollCall={rollCall} time={time} />
          ) : (
            <FinishedRollCall rollCall={rollCall} time={time} />
          )}
        </>
      )}
    </section>
  );
}

function RollCallCounts({ rollCall }: { rollCall: RollCall }) {
  const missing = missingOf(rollCall).length;
  const accounted = rollCall.people.length - missing;
  return (
    <p className="roll-call-counts" role="status">
      {tParts('{accounted} accounted for · {missing} missing · of {count} on site', {
        accounted: <strong key="accounted">{accounted}</strong>,
        missing: <strong key="missing">{missing}</strong>,
        count: rollCall.people.length,
      })}
    </p>
  );
}

interface RollCallViewProps {
  rollCall: RollCall;
  time: (epochMs: number) => string;
}

function OpenRollCall({ rollCall, time }: RollCallViewProps) {
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const missing = missingOf(rollCall);
  const accounted = rollCall.people.filter((person) => person.safeAt !== null);

  async function markPersonSafe(person: RollCallPerson) {
    const result = await dispatch(markSafe({ rollCallId: rollCall.id, visitId: person.visitId }));
    setProblem(
      markSafe.rejected.match(result)
        ? t('Could not mark {visitorName} safe: {reason}', {
            visitorName: person.visitorName,
            reason: result.payload?.message ?? t('unknown error'),
          })
        : null,
    );
  }

  async function undoSafe(person: RollCallPerson) {
    const result = await dispatch(unmarkSafe({ rollCallId: rollCall.id, visitId: person.visitId }));
    setProblem(
      unmarkSafe.rejected.match(result)
        ? t('Could not put {visitorName} back to missing: {reason}', {
            visitorName: person.visitorName,
            reason: result.payload?.message ?? t('unknown error'),
          })
        : null,
    );
  }

  async function finish() {
    const result = await dispatch(finishRollCall(rollCall.id));
    setProblem(
      finishRollCall.rejected.match(result)
        ? t('Could not finish the roll call: {reason}', {
            reason: result.payload?.message ?? t('unknown error'),
          })
        : null,
    );
  }

  return (
    <>
      <Alert message={problem} />
      <section aria-labelledby="missing-heading">
        <h2 id="missing-heading">{t('Missing ({count})', { count: missing.length })}</h2>
        {missing.length === 0 && <p className="empty-state">{t('Everyone is accounted for.')}</p>}
        <ul className="roll-call-list">
          {missing.map((person) => (
            <PersonCard key={person.visitId} person={person}>
              <button
                type="button"
                className="button button-primary roll-call-safe"
                onClick={() => void markPersonSafe(person)}
              >
                {t('Mark {visitorName} safe', { visitorName: person.visitorName })}
              </button>
            </PersonCard>
          ))}
        </ul>
      </section>
      <section aria-labelledby="accounted-heading">
        <h2 id="accounted-heading">{t('Accounted for ({count})', { count: accounted.length })}</h2>
        <SafeList people={accounted} time={time} onUndo={(person) => void undoSafe(person)} />
      </section>
      <div className="row">
        {confirming ? (
          <div className="card notice">
            <p>
              {missing.length === 1
                ? t('1 person is still missing. Finish anyway? The record keeps who was missing.')
                : t('{count} people are still missing. Finish anyway? The record keeps who was missing.', {
                    count: missing.length,
                  })}
            </p>
            <div className="row">
              <button type="button" className="button button-primary" onClick={() => void finish()}>
                {t('Finish anyway')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                {t('Keep going')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => (missing.length > 0 ? setConfirming(true) : void finish())}
          >
            {t('Finish roll call')}
          </button>
        )}
      </div>
    </>
  );
}

function FinishedRollCall({ rollCall, time }: RollCallViewProps) {
  const missing = missingOf(rollCall);
  return (
    <>
      <section aria-labelledby="missing-heading">
        <h2 id="missing-heading">{t('Missing when finished ({count})', { count: missing.length })}</h2>
        {missing.length === 0 ? (
          <p>{t('Nobody: everyone was accounted for.')}</p>
        ) : (
          <ul className="roll-call-list">
            {missing.map((person) => (
              <PersonCard key={person.visitId} person={person} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="accounted-heading">
        <h2 id="accounted-heading">
          {t('Accounted for ({count})', { count: rollCall.people.length - missing.length })}
        </h2>
        <SafeList people={rollCall.people.filter((person) => person.safeAt !== null)} time={time} />
      </section>
    </>
  );
}
