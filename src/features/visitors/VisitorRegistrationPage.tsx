import { t } from '../../lib/operatorText';
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
import {
  VISITOR_FIELDS,
  visitorProblems,
  type VisitorContact,
  type VisitorField,
  type VisitorProblems,
} from '../../lib/visitorFields';

const EMPTY_CONTACT: VisitorContact = { visitorName: '', visitorEmail: '', visitorMobile: '' };

/** The photo step's outcome: a JPEG data URL, or none when the visitor went on without one. */
type Photo = { imageUrl: string } | null;

export function VisitorRegistrationPage() {
  const request = useAppSelector(selectAddVisitor);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<Photo | undefined>(undefined);
  const [contact, setContact] = useState<VisitorContact>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<VisitorProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One registration per visit to this page: Register again after a failure is the same attempt, so a
  // first try that was saved after all is not then refused as a visitor who already exists.
  const [attempt] = useState(() => crypto.randomUUID());
  const companyName = useAppSelector(selectCompany)?.name ?? t('The company');
  const { data: site } = useSiteQuery(undefined);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = visitorProblems(contact);
    setProblems(found);
    const firstBad = VISITOR_FIELDS.find((field) => found[field]);
    if (firstBad) {
      const input = event.currentTarget.elements.namedItem(firstBad);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    const result = await dispatch(
      addVisitor({
        visitor: {
          captureImage: photo !== null,
          isImageCaptured: photo !== null,
          imageUrl: photo?.imageUrl ?? '',
          visitorName: contact.visitorName.trim(),
          visitorEmail: contact.visitorEmail.trim(),
          visitorMobile: contact.visitorMobile.trim(),
        },
        attempt,
      }),
    );
    if (addVisitor.fulfilled.match(result)) {
      void navigate(PATHS.visitDetails);
    } else if (result.payload?.code === 'duplicate') {
      void navigate(PATHS.emailVerification, {
        state: { notice: t(VISITOR_MESSAGES.duplicateAlert), email: contact.visitorEmail },
      });
    } else {
      setFailure(t(VISITOR_MESSAGES.addFailed));
    }
  }

  if (photo === undefined) {
    return (
      <section className="page narrow">
        <PageTitle>{t('New visitor')}</PageTitle>
        <WebcamCapture onCaptured={(imageUrl) => setPhoto({ imageUrl })} onSkip={() => setPhoto(null)} />
      </section>
    );
  }

  /** A field's value and its problem, cleared as soon as it is edited. */
  const field = (name: VisitorField) => ({
    name,
    value: contact[name],
    error: problems[name],
    onChange: (value: string) => {
      setContact((typed) => ({ ...typed, [name]: value }));
      setProblems(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>{t('New visitor')}</PageTitle>
      <div className="card photo-review">
        {photo ? (
          <img src={photo.imageUrl} alt={t('Snapshot just taken')} height={150} />
        ) : (
          <p>{t('No photo taken.')}</p>
        )}
        <button type="button" className="button button-secondary" onClick={() => setPhoto(undefined)}>
          {t('Retake photo')}
        </button>
      </div>
      <form className="card form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField label={t('Name')} autoComplete="name" mainField {...field('visitorName')} />
        <TextField label={t('Email')} type="email" autoComplete="email" {...field('visitorEmail')} />
        <TextField label={t('Mobile number')} type="number" autoComplete="tel" {...field('visitorMobile')} />
        <PrivacyNotice companyName={companyName} policyUrl={site?.privacyPolicyUrl ?? ''} />
        <Alert message={failure} />
        <button type="submit" className="button button-primary button-large" disabled={pending}>
          {t('Register')}
        </button>
        {pending && <Spinner label={t(VISITOR_MESSAGES.registering)} />}
      </form>
    </section>
  );
}
