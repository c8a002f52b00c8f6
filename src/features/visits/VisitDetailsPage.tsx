import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { offeredTypes, specTypeNamed, SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { useAnswers } from '../../shared/QuestionFields';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { selectSiteTimeZone, useDirectoryQuery, useSiteQuery } from '../../shared/settingsApi';
import { useAgreementAcceptance } from '../agreement';
import { selectCurrentVisitor } from '../visitors';
import { VISIT_MESSAGES } from '../../shared/visitMessages';
import { WatchlistHoldPanel } from '../compliance';
import { checkIn, selectVisits, turnAwayVisitor } from './visitsSlice';
import { CHOOSE_HOST, HostFields, useHostChoice } from '../../shared/HostFields';
import { useLastVisitQuery } from '../../shared/visitsApi';
import { skipToken } from '@reduxjs/toolkit/query';

export function VisitDetailsPage() {
  const visitor = useAppSelector(selectCurrentVisitor);
  const { checkIn: request } = useAppSelector(selectVisits);
  const { data: directory } = useDirectoryQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // One id per form: a double click or a repeated submit creates one visit.
  const [checkInId] = useState(() => crypto.randomUUID());
  // What the visitor came for last time is the best guess for today; a first visit guesses no host.
  const { data: lastVisit } = useLastVisitQuery(visitor?.visitorEmail || skipToken);
  const { data: site } = useSiteQuery(undefined);
  const types = offeredTypes(site?.visitorTypes ?? SPEC_VISITOR_TYPES);
  const [chosenTypeId, setTypeId] = useState<string | null>(null);
  const lastTypeId = lastVisit && (lastVisit.visitTypeId ?? specTypeNamed(lastVisit.visitType)?.id);
  const type =
    types.find((each) => each.id === chosenTypeId) ??
    types.find((each) => each.id === lastTypeId) ??
    types[0];
  // The spec's select holds the type's name (names of offered types are unique); the visit keeps its id.
  const typeNames = types.map((each) => each.name);
  const questions = useAnswers(type?.questions ?? []);
  const [hostProblem, setHostProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Why, beside the spec's failure text, when the desk could tell (offline, with no visit IDs left).
  const [failureReason, setFailureReason] = useState<string | null>(null);
  // The watchlist's hold on this visitor, then the operator's decision.
  const [hold, setHold] = useState<string | null>(null);
  const [decisionProblem, setDecisionProblem] = useState<string | null>(null);
  const [turnedAway, setTurnedAway] = useState(false);
  const choice = useHostChoice(directory, lastVisit?.hostId);
  const agreement = useAgreementAcceptance(visitor?.visitorName ?? '', type);

  if (!visitor) return <Navigate to={PATHS.main} replace />;
  const { host, companyName } = choice;

  async function submit(admitted?: { note: string }, form?: HTMLFormElement) {
    setFailure(null);
    setFailureReason(null);
    const hostNeeded = type?.hostRequired !== false;
    if (!host && hostNeeded) {
      setHostProblem(t(CHOOSE_HOST));
      const select = form?.elements.namedItem('host');
      if (select instanceof HTMLSelectElement) select.focus();
      return;
    }
    if (!agreement.ready) return;
    const acceptance = agreement.accept(Date.now());
    const answers = questions.read(form);
    if (!type || !answers) return;
    if ('problem' in acceptance) return setFailure(acceptance.problem);
    const details = { checkInId, type, answers, host: host ?? null, companyName, timeZone, admitted };
    const result = await dispatch(
      checkIn(acceptance.accepted ? { ...details, agreement: acceptance.accepted } : details),
    );
    if (checkIn.fulfilled.match(result)) return void navigate(PATHS.checkinSuccess);
    if (result.payload?.code === 'watchlist-hold') return setHold(result.payload.message);
    if (hold) setDecisionProblem(result.payload?.message ?? t(VISIT_MESSAGES.checkInFailed));
    else {
      setFailure(t(VISIT_MESSAGES.checkInFailed));
      if (result.payload?.code === 'network') setFailureReason(result.payload.message);
    }
  }

  async function turnAway(note: string) {
    if ((!host && type?.hostRequired !== false) || !type) return;
    const details = {
      checkInId,
      type,
      answers: questions.given(),
      host: host ?? null,
      companyName,
      timeZone,
    };
    const result = await dispatch(turnAwayVisitor({ details, note }));
    if (turnAwayVisitor.fulfilled.match(result)) setTurnedAway(true);
    else {
      setDecisionProblem(
        t('Could not record it: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
      );
    }
  }

  if (turnedAway) {
    return (
      <section className="page narrow">
        <PageTitle>{t('Visit details')}</PageTitle>
        <p role="status" className="alert alert-info">
          {t('Turned away: {visitorName} was not checked in, and no visit ID was issued.', {
            visitorName: visitor.visitorName,
          })}
        </p>
        <Link to={PATHS.main} className="button button-primary">
          {t('Back to the main page')}
        </Link>
      </section>
    );
  }

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>{t('Visit details')}</PageTitle>
      <div className="card visitor-welcome">
        {visitor.imageUrl ? (
          <img src={visitor.imageUrl} alt={visitor.visitorName} height={150} />
        ) : (
          <div className="photo-placeholder" aria-hidden="true">
            {visitor.visitorName.slice(0, 1).toUpperCase()}
          </div>
        )}
        <p className="welcome">{t('Welcome, {visitorName}!', { visitorName: visitor.visitorName })}</p>
      </div>
      {hold && (
        <WatchlistHoldPanel
          message={hold}
          busy={pending}
          problem={decisionProblem}
          onAdmit={(note) => void submit({ note })}
          onTurnAway={(note) => void turnAway(note)}
        />
      )}
      <form
        className="card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(undefined, event.currentTarget);
        }}
      >
        <SelectField
          label={t('Visit Type')}
          value={type?.name ?? ''}
          options={typeNames}
          onChange={(name) => {
            setTypeId(types.find((each) => each.name === name)?.id ?? null);
            questions.clearProblem();
          }}
        />
        <HostFields choice={choice} hostError={hostProblem} optional={type?.hostRequired === false} />
        {questions.view}
        {agreement.view}
        <Alert message={failure} />
        {failure && failureReason && <p className="hint">{failureReason}</p>}
        <button
          type="submit"
          className="button button-primary button-kiosk"
          disabled={pending || !!hold || !agreement.ready}
        >
          {t('Check In')}
        </button>
        {!directory && <Spinner label={t('Loading the directory..')} />}
        {pending && <Spinner label={t(VISIT_MESSAGES.storing)} />}
      </form>
    </section>
  );
}
