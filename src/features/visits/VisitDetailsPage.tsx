import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import type { VisitType } from '../../backend/port/visits';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { selectSiteTimeZone, useDirectoryQuery } from '../settings/settingsApi';
import { selectCurrentVisitor } from '../visitors/visitorsSlice';
import { VISIT_MESSAGES } from './visitMessages';
import { checkIn, selectVisits } from './visitsSlice';
import { VISIT_TYPES } from './visitTypes';
import { HostFields, useHostChoice } from './HostFields';

export function VisitDetailsPage() {
  const visitor = useAppSelector(selectCurrentVisitor);
  const { checkIn: request } = useAppSelector(selectVisits);
  const { data: directory } = useDirectoryQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // One id per form: a double click or a repeated submit creates one visit.
  const [checkInId] = useState(() => crypto.randomUUID());
  const [visitType, setVisitType] = useState<VisitType>('Meeting');
  const [failure, setFailure] = useState<string | null>(null);
  const choice = useHostChoice(directory);

  if (!visitor) return <Navigate to={PATHS.main} replace />;
  const { host, companyName } = choice;

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!host) return;
    const result = await dispatch(checkIn({ checkInId, visitType, host, companyName, timeZone }));
    if (checkIn.fulfilled.match(result)) void navigate(PATHS.checkinSuccess);
    else setFailure(VISIT_MESSAGES.checkInFailed);
  }

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>Visit details</PageTitle>
      <div className="card visitor-welcome">
        {visitor.imageUrl ? (
          <img src={visitor.imageUrl} alt={visitor.visitorName} height={150} />
        ) : (
          <div className="photo-placeholder" aria-hidden="true">
            {visitor.visitorName.slice(0, 1).toUpperCase()}
          </div>
        )}
        <p className="welcome">Welcome, {visitor.visitorName}!</p>
      </div>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <SelectField
          label="Visit Type"
          value={visitType}
          options={VISIT_TYPES}
          onChange={(value) => setVisitType(VISIT_TYPES.find((type) => type === value) ?? 'Meeting')}
        />
        <HostFields choice={choice} />
        <Alert message={failure} />
        <button type="submit" className="button button-primary button-kiosk" disabled={pending || !host}>
          Check In
        </button>
        {!directory && <Spinner label="Loading the directory.." />}
        {pending && <Spinner label={VISIT_MESSAGES.storing} />}
      </form>
    </section>
  );
}
