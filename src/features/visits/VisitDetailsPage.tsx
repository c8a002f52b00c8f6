import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { VisitType } from '../../backend/port/visits';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { selectCurrentVisitor } from '../visitors/visitorsSlice';
import { COMPANIES, HOSTS, VISIT_TYPES } from './directory';
import { VISIT_MESSAGES } from './visitMessages';
import { checkIn, selectVisits } from './visitsSlice';
import { PATHS } from '../../app/paths';

const HOST_NAMES = HOSTS.map((host) => host.name);

export function VisitDetailsPage() {
  const visitor = useAppSelector(selectCurrentVisitor);
  const { checkIn: request } = useAppSelector(selectVisits);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // One id per form: a double click or a repeated submit creates one visit.
  const [checkInId] = useState(() => crypto.randomUUID());
  const [visitType, setVisitType] = useState<VisitType>(VISIT_TYPES[0]);
  const [companyName, setCompanyName] = useState<string>(COMPANIES[0]);
  const [whomToMeet, setWhomToMeet] = useState(HOST_NAMES[0] ?? '');
  const [failure, setFailure] = useState<string | null>(null);

  if (!visitor) return <Navigate to={PATHS.main} replace />;

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const result = await dispatch(checkIn({ checkInId, visitType, companyName, whomToMeet }));
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
          onChange={(value) => setVisitType(value as VisitType)}
        />
        <SelectField label="Company Name" value={companyName} options={COMPANIES} onChange={setCompanyName} />
        <SelectField label="Whom To Meet" value={whomToMeet} options={HOST_NAMES} onChange={setWhomToMeet} />
        <Alert message={failure} />
        <button type="submit" className="button button-primary button-kiosk" disabled={pending}>
          Check In
        </button>
        {pending && <Spinner label={VISIT_MESSAGES.storing} />}
      </form>
    </section>
  );
}
