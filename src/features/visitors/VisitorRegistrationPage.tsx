import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { selectCompany } from '../../app/session';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { useSiteQuery } from '../../shared/settingsApi';
import { VISITOR_MESSAGES } from './visitorMessages';
import { addVisitor, selectAddVisitor } from './visitorsSlice';
import { WebcamCapture } from '../../components/WebcamCapture';

/** The photo step's outcome: a JPEG data URL, or none when the visitor went on without one. */
type Photo = { imageUrl: string } | null;

export function VisitorRegistrationPage() {
  const request = useAppSelector(selectAddVisitor);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<Photo | undefined>(undefined);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const companyName = useAppSelector(selectCompany)?.name ?? 'The company';
  const { data: site } = useSiteQuery(undefined);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const result = await dispatch(
      addVisitor({
        captureImage: photo !== null,
        isImageCaptured: photo !== null,
        imageUrl: photo?.imageUrl ?? '',
        visitorName: name.trim(),
        visitorEmail: email.trim(),
        visitorMobile: mobile.trim(),
      }),
    );
    if (addVisitor.fulfilled.match(result)) {
      void navigate(PATHS.visitDetails);
    } else if (result.payload?.code === 'duplicate') {
      void navigate(PATHS.emailVerification, { state: { notice: VISITOR_MESSAGES.duplicateAlert, email } });
    } else {
      setFailure(VISITOR_MESSAGES.addFailed);
    }
  }

  if (photo === undefined) {
    return (
      <section className="page narrow">
        <PageTitle>New visitor</PageTitle>
        <WebcamCapture onCaptured={(imageUrl) => setPhoto({ imageUrl })} onSkip={() => setPhoto(null)} />
      </section>
    );
  }

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>New visitor</PageTitle>
      <div className="card photo-review">
        {photo ? <img src={photo.imageUrl} alt="Snapshot just taken" height={150} /> : <p>No photo taken.</p>}
        <button type="button" className="button button-tertiary" onClick={() => setPhoto(undefined)}>
          Retake photo
        </button>
      </div>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField label="Name" autoComplete="name" value={name} onChange={setName} />
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <TextField
          label="Mobile number"
          type="number"
          autoComplete="tel"
          value={mobile}
          onChange={setMobile}
        />
        <PrivacyNotice companyName={companyName} policyUrl={site?.privacyPolicyUrl ?? ''} />
        <Alert message={failure} />
        <button type="submit" className="button button-primary button-large" disabled={pending}>
          Register
        </button>
        {pending && <Spinner label={VISITOR_MESSAGES.registering} />}
      </form>
    </section>
  );
}
