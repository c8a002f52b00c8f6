import { t } from '../../lib/operatorText';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { specTypeNamed } from '../../backend/visitorTypes';
import { useAnswers } from '../../shared/QuestionFields';
import { useFindVisitorQuery } from '../visitors';
import { VISIT_MESSAGES } from '../../shared/visitMessages';
import { selectVisits } from './visitsSlice';
import { useInvitationQuery } from '../invites';
import { checkInInvited } from './invitedCheckIn';
import { useAgreementAcceptance } from '../agreement';

const WebcamCapture = lazy(() =>
  import('../../components/WebcamCapture').then((module) => ({ default: module.WebcamCapture })),
);

/** The photo of the visit: the register's, one taken now, or none by the operator's choice. */
type Photo = { source: 'register' | 'camera' | 'none'; url: string } | null;

/** An invited visitor at the desk: the invitation's details, prefilled; Check In completes it in one step. */
export function InvitedArrivalPage() {
  const { code = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const timeZone = useAppSelector(selectSiteTimeZone);
  const { checkIn: request } = useAppSelector(selectVisits);
  const invitation = useInvitationQuery(code);
  const invite = invitation.data;
  const registered = useFindVisitorQuery(invite?.visitorEmail ?? '', { skip: !invite });
  const [checkInId] = useState(() => crypto.randomUUID());
  const [taken, setTaken] = useState<Photo>(null);

  const onFile = registered.data?.imageUrl ?? '';
  // A visitor new to the register, or registered without a photo, has it taken now.
  const unregistered =
    registered.isError && 'code' in registered.error && registered.error.code === 'not-found';
  const needsPhoto = (registered.isSuccess && !onFile) || unregistered;
  // A failed lookup is never taken for "new visitor": it says so, and the desk tries again.
  const lookupFailure = unregistered ? null : failureText(t('the visitor register'), registered.error);
  const photo: Photo = onFile ? { source: 'register', url: onFile } : taken;
  // The type the host chose ahead: the visitor answers its questions now.
  const { data: site } = useSiteQuery(undefined);
  const type = invite?.visitTypeId
    ? site?.visitorTypes.find((each) => each.id === invite.visitTypeId)
    : specTypeNamed(invite?.visitType ?? '');
  const questions = useAnswers(type?.questions ?? []);
  const agreement = useAgreementAcceptance(invite?.visitorName ?? '', type);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function handleCheckIn(form: HTMLFormElement) {
    if (!invite || !photo || !agreement.ready) return;
    const acceptance = agreement.accept(Date.now());
    setRefusal('problem' in acceptance ? acceptance.problem : null);
    if ('problem' in acceptance) return;
    const answers = questions.read(form);
    if (!answers) return;
    const result = await dispatch(
      checkInInvited({
        invite,
        checkInId,
        photo: photo.url,
        timeZone,
        agreement: acceptance.accepted,
        answers,
      }),
    );
    if (checkInInvited.fulfilled.match(result)) void navigate(PATHS.checkinSuccess);
  }

  const pending = request.status === 'pending';
  return (
    <section className="page narrow">
      <PageTitle>{t('Invited visitor')}</PageTitle>
      <Alert
        message={
          invitation.error && 'code' in invitation.error && invitation.error.code === 'not-found'
            ? t('No invitation of this company has this code.')
            : failureText(t('the invitation'), invitation.error)
        }
      />
      {invitation.isLoading && <Spinner label={t('Reading the invitation..')} />}
      {invite && (
        <form
          className="card form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleCheckIn(event.currentTarget);
          }}
        >
          <dl className="invite-details">
            <dt>{t('Name')}</dt>
            <dd>{invite.visitorName}</dd>
            <dt>{t('Email')}</dt>
            <dd>{invite.visitorEmail}</dd>
            <dt>{t('Mobile')}</dt>
            <dd>{invite.visitorMobile}</dd>
            <dt>{t('Visit Type')}</dt>
            <dd>{invite.visitType}</dd>
            <dt>{t('Company Name')}</dt>
            <dd>{invite.companyName}</dd>
            <dt>{t('Whom To Meet')}</dt>
            <dd>{invite.whomToMeet}</dd>
            <dt>{t('Invited for')}</dt>
            <dd>{invite.day}</dd>
          </dl>
          {invite.state !== 'invited' ? (
            <p role="alert" className="alert alert-info">
              {invite.state === 'arrived'
                ? t('This invitation has already been used: the visitor is checked in.')
                : t('This invitation was cancelled: it checks nobody in.')}
            </p>
          ) : (
            <>
              {photo?.url && <img src={photo.url} alt={invite.visitorName} height={150} />}
              {registered.isFetching && <Spinner label={t('Looking up the visitor..')} />}
              <Alert message={lookupFailure} />
              {needsPhoto && !taken && (
                <Suspense fallback={<Spinner label={t('Starting the camera..')} />}>
                  <WebcamCapture
                    onCaptured={(url) => setTaken({ source: 'camera', url })}
                    onSkip={() => setTaken({ source: 'none', url: '' })}
                  />
                </Suspense>
              )}
              {questions.view}
              {agreement.view}
              <Alert message={refusal ?? (request.status === 'failed' ? request.error : null)} />
              <button
                type="submit"
                className="button button-primary button-kiosk"
                disabled={pending || !photo || !agreement.ready}
              >
                {t('Check In')}
              </button>
              {pending && <Spinner label={t(VISIT_MESSAGES.storing)} />}
            </>
          )}
        </form>
      )}
      <p>
        <Link to={PATHS.main}>{t('Back to the desk')}</Link>
      </p>
    </section>
  );
}
