import { lazy, Suspense, useState, type SubmitEvent } from 'react';
import { toAppError } from '../../backend/errors';
import {
  HOST_NOT_OFFERED,
  PHONE_CLOCK_WRONG,
  PHOTO_REQUIRED,
  type ArrivalInput,
  type PublicSite,
} from '../../backend/port/contactless';
import { agreementTextIn } from '../../backend/agreementTranslations';
import { questionIn } from '../../backend/questionTranslations';
import { agreementAskedByCode, acceptanceOfAsked } from '../../backend/namedAgreements';
import { isProductTypeName } from '../../backend/visitorTypes';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useAnswers } from '../../shared/QuestionFields';
import { useVisitorText } from '../../components/visitorLanguage';
import { acceptanceOf, EMPTY_AGREEMENT_FORM, AgreementSigning } from '../agreement';
import {
  ARRIVAL_FIELDS,
  arrivalProblems,
  EMPTY_ARRIVAL,
  type ArrivalFields,
  type ArrivalProblems,
} from './arrivalForm';

/** The camera's code loads only for a visitor who wants a photo: the page stays small on a phone. */
const WebcamCapture = lazy(async () => ({
  default: (await import('../../components/WebcamCapture')).WebcamCapture,
}));

/** The backend's refusals a visitor can act on, said in their language. */
const VISITOR_REFUSALS = [HOST_NOT_OFFERED, PHONE_CLOCK_WRONG, PHOTO_REQUIRED];

interface ArrivalFormProps {
  site: PublicSite;
  /** Leaves the arrival with the desk; resolves to its id. */
  send: (input: ArrivalInput) => Promise<string>;
  distanceMetres: number | null;
  onArrived: (arrivalId: string) => void;
  onStale: () => void;
}

/** The visitor's details, a selfie if they agree, and their consent; what was typed survives a failure. */
export function ArrivalForm({ site, send, distanceMetres, onArrived, onStale }: ArrivalFormProps) {
  const [fields, setFields] = useState<ArrivalFields>(EMPTY_ARRIVAL);
  const [selfie, setSelfie] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  // What keeps the form from going, beside each field (cleared as it is edited); and what went wrong after.
  const [problems, setProblems] = useState<ArrivalProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A type that needs a photo, sent without one: said beside the photo's button.
  const [photoMissing, setPhotoMissing] = useState(false);
  const [agreementForm, setAgreementForm] = useState(EMPTY_AGREEMENT_FORM);
  const change = (changes: Partial<ArrivalFields>) => {
    setFields((now) => ({ ...now, ...changes }));
    // Whatever was edited is being fixed: its message goes.
    setProblems((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !(field in changes))));
  };
  const hosts = site.hosts.filter((host) => host.companyName === fields.companyName);
  const type = site.visitorTypes.find((each) => each.id === fields.visitTypeId);
  const questions = useAnswers(type?.questions ?? []);
  const asked = agreementAskedByCode(site, type);
  const agreement = asked?.agreement ?? null;
  const { t, i18n } = useVisitorText();
  const choose = { value: '', label: t('Choose…') };
  // What the company wrote (types, questions, agreement) it has not translated: the visitor is told.
  const untranslated =
    i18n.locale !== 'en' &&
    ((agreement !== null && !agreementTextIn(agreement, i18n.locale).translated) ||
      (type?.questions ?? []).some((question) => !questionIn(question, i18n.locale).translated));

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = arrivalProblems(fields, site);
    const firstBad = ARRIVAL_FIELDS.find((field) => found[field]);
    const host = site.hosts.find((each) => each.id === fields.hostId);
    if (firstBad || !type || (!host && type.hostRequired)) {
      setProblems(found);
      setProblem(null);
      const input = firstBad && event.currentTarget.elements.namedItem(firstBad);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const answers = questions.read(event.currentTarget);
    if (!answers) return setProblem(null);
    if (type.photoRequired && !selfie) {
      setPhotoMissing(true);
      setProblem(null);
      const button = event.currentTarget.elements.namedItem('photo');
      if (button instanceof HTMLElement) button.focus();
      return;
    }
    const acceptance =
      asked && acceptanceOf(asked.agreement, fields.visitorName, agreementForm, Date.now(), i18n.locale);
    if (acceptance && 'problem' in acceptance) return setProblem(t(acceptance.problem));
    setProblem(null);
    setSending(true);
    try {
      onArrived(
        await send({
          visitorName: fields.visitorName.trim(),
          visitorEmail: fields.visitorEmail.trim(),
          visitorMobile: fields.visitorMobile.trim(),
          visitType: type.name,
          visitTypeId: type.id,
          // The visitor's emails come in the language they chose here.
          ...(i18n.locale !== 'en' && { visitorLanguage: i18n.locale }),
          ...(Object.keys(answers).length > 0 && { answers }),
          companyName: fields.companyName,
          // A type that needs no host, left at "No host": the visit is for nobody in particular.
          hostId: host?.id ?? '',
          whomToMeet: host?.name ?? '',
          imageUrl: selfie ?? '',
          distanceMetres,
          consent: true,
          ...(asked && acceptance && { agreement: acceptanceOfAsked(asked, acceptance.accepted) }),
        }),
      );
    } catch (error) {
      setSending(false);
      const { code, message } = toAppError(error);
      if (code === 'stale-code') return onStale();
      setProblem(
        code === 'queue-full'
          ? t('Too many people are waiting for the front desk just now. Please see the front desk.')
          : code === 'invalid-input' && VISITOR_REFUSALS.includes(message)
            ? t(message)
            : t('Your check-in could not be sent. Check your connection and try again.'),
      );
    }
  }

  return (
    <form className="form card" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={t('Your name')}
        value={fields.visitorName}
        onChange={(visitorName) => change({ visitorName })}
        autoComplete="name"
        name="visitorName"
        error={problems.visitorName && t(problems.visitorName)}
      />
      <TextField
        label={t('Email')}
        type="email"
        value={fields.visitorEmail}
        onChange={(visitorEmail) => change({ visitorEmail })}
        autoComplete="email"
        name="visitorEmail"
        error={problems.visitorEmail && t(problems.visitorEmail)}
      />
      <TextField
        label={t('Mobile')}
        type="tel"
        value={fields.visitorMobile}
        onChange={(visitorMobile) => change({ visitorMobile })}
        autoComplete="tel"
        name="visitorMobile"
        error={problems.visitorMobile && t(problems.visitorMobile)}
      />
      <SelectField
        label={t('Visit type')}
        value={fields.visitTypeId}
        options={[
          choose,
          ...site.visitorTypes.map((each) => ({
            value: each.id,
            label: isProductTypeName(each.name) ? t(each.name) : each.name,
          })),
        ]}
        onChange={(visitTypeId) => change({ visitTypeId })}
        name="visitTypeId"
        error={problems.visitTypeId && t(problems.visitTypeId)}
      />
      {untranslated && (
        <p className="hint">
          {t(
            '{company} wrote its visit types, questions and agreement in its own language: they are shown as written.',
            { company: site.companyName },
          )}
        </p>
      )}
      {questions.view}
      <SelectField
        label={t('Company you are visiting')}
        value={fields.companyName}
        options={[choose, ...site.companies]}
        onChange={(companyName) => change({ companyName, hostId: '' })}
        name="companyName"
        error={problems.companyName && t(problems.companyName)}
      />
      <SelectField
        label={t('Whom to meet')}
        value={fields.hostId}
        disabled={!fields.companyName}
        options={[
          type?.hostRequired === false
            ? { value: '', label: t('No host (this visit type needs none)') }
            : choose,
          ...hosts.map((host) => ({ value: host.id, label: host.name })),
        ]}
        onChange={(hostId) => change({ hostId })}
        name="hostId"
        error={problems.hostId && t(problems.hostId)}
      />
      {selfie ? (
        <div className="selfie">
          <img src={selfie} alt={t('Your selfie')} width={120} height={90} />
          <button type="button" className="button button-secondary" onClick={() => setSelfie(null)}>
            {t('Remove photo')}
          </button>
        </div>
      ) : camera ? (
        <Suspense fallback={<Spinner label={t('Starting the camera..')} />}>
          <WebcamCapture
            onCaptured={(image) => {
              setSelfie(image);
              setPhotoMissing(false);
              setCamera(false);
            }}
            onSkip={() => setCamera(false)}
          />
        </Suspense>
      ) : (
        <div>
          <button
            type="button"
            name="photo"
            className="button button-secondary"
            onClick={() => setCamera(true)}
            aria-describedby={photoMissing ? 'photo-error' : undefined}
          >
            {type?.photoRequired
              ? t('Take a photo for your badge')
              : t('Take a photo for your badge (optional)')}
          </button>
          {photoMissing && (
            <p id="photo-error" className="field-error">
              {t(PHOTO_REQUIRED)}
            </p>
          )}
        </div>
      )}
      {asked && (
        <AgreementSigning
          agreement={asked.agreement}
          title={asked.name}
          form={agreementForm}
          onChange={setAgreementForm}
        />
      )}
      <label className="check">
        <input
          type="checkbox"
          name="consent"
          checked={fields.consent}
          onChange={(event) => change({ consent: event.target.checked })}
          aria-invalid={problems.consent ? true : undefined}
          aria-describedby={problems.consent ? 'consent-error' : undefined}
        />
        <span>
          {t(
            'I agree that {company} keeps my name, email, mobile and photo for this visit, and that my host is told I am here.',
            { company: site.companyName },
          )}
        </span>
      </label>
      {problems.consent && (
        <p id="consent-error" className="field-error">
          {t(problems.consent)}
        </p>
      )}
      {site.privacyPolicyUrl && (
        <p className="hint">
          <a href={site.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {t('Privacy policy of {company}', { company: site.companyName })}
          </a>
        </p>
      )}
      <Alert message={problem} />
      {sending && <Spinner label={t('Sending your check-in..')} />}
      <button type="submit" className="button button-primary button-large" disabled={sending}>
        {t('Check in')}
      </button>
    </form>
  );
}
