import { t, tParts } from '../../lib/operatorText';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { invitedPath } from '../../app/screenLinks';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { parseScannedCode } from '../../lib/passCode';
import { selectCompanyId } from '../../app/session';
import { useSiteToday } from '../../shared/useSiteToday';
import { ScanToggle } from '../scan';
import { CancelInvitation } from './CancelInvitation';
import { InvitationMail } from './InvitationMail';
import { useExpectedOnQuery, useInvitationMailQuery } from './invitesApi';

const NONE: string[] = [];

const timeAt = (epochMs: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(epochMs);

/** Today's invited visitors at the site: scan an invitation, or choose the visitor, to check them in. */
export function ExpectedToday() {
  const navigate = useNavigate();
  const company = useAppSelector(selectCompanyId);
  const { timeZone, today } = useSiteToday();
  const { data: invites, error, isLoading } = useExpectedOnQuery(today);
  // The emails of the invitations still to come (none read when nobody is expected).
  const waiting = useMemo(
    () => invites?.filter((invite) => invite.state === 'invited').map((invite) => invite.code) ?? NONE,
    [invites],
  );
  const { currentData: mail } = useInvitationMailQuery(waiting, { skip: waiting.length === 0 });
  const [scanProblem, setScanProblem] = useState<string | null>(null);

  function handleScan(text: string) {
    const scanned = parseScannedCode(text);
    if (scanned?.kind === 'invite' && scanned.company === company) {
      void navigate(invitedPath(scanned.code));
      return;
    }
    setScanProblem(
      !scanned
        ? t('This code is not a Frontdesk invitation.')
        : scanned.kind === 'pass'
          ? t('This is a visit pass: scan it at Check-Out.')
          : t('This invitation is for another company.'),
    );
  }

  return (
    <section className="card expected" aria-labelledby="expected-heading">
      <div className="arriving-heading">
        <h2 id="expected-heading">{t('Expected today')}</h2>
        <Link to={PATHS.invite}>{t('Invite a visitor')}</Link>
      </div>
      <Alert message={failureText(t('the invitations'), error)} />
      {isLoading && <Spinner label={t('Loading the invitations..')} />}
      {invites?.length === 0 && <p className="hint">{t('Nobody is invited for today.')}</p>}
      {invites && invites.length > 0 && (
        <ul className="arrivals">
          {invites.map((invite) => (
            <li key={invite.code} className="arrival">
              <span>
                {tParts('{visitorName} · {time} · to meet {host}', {
                  visitorName: <strong key="name">{invite.visitorName}</strong>,
                  time: timeAt(invite.expectedAt, timeZone),
                  host: invite.whomToMeet,
                })}
              </span>
              {invite.state === 'invited' ? (
                <span className="row">
                  {mail && (
                    <InvitationMail
                      invite={invite}
                      record={mail.find(
                        (record) => record.visitId === invite.code && record.kind === 'invitation',
                      )}
                      timeZone={timeZone}
                    />
                  )}
                  <Link
                    className="button button-secondary"
                    to={invitedPath(invite.code)}
                    aria-label={t('Check in {visitorName}', { visitorName: invite.visitorName })}
                  >
                    {t('Check in')}
                  </Link>
                  <CancelInvitation invite={invite} />
                </span>
              ) : (
                <span className="badge">{invite.state === 'arrived' ? t('Arrived') : t('Cancelled')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <ScanToggle
        startLabel={t('Scan invitation')}
        cameraLabel={t('Camera for scanning invitations')}
        onScan={handleScan}
        onToggle={() => setScanProblem(null)}
      />
      <Alert message={scanProblem} />
    </section>
  );
}
