import { t, tParts } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { rejectionReason } from '../../app/queryError';
import { noticeShown, selectIsAuthenticated } from '../../app/session';
import { ROLE_NAMES } from '../../backend/permissionTexts';
import type { JoinInvitation } from '../../backend/port/team';
import { TEAM_TEXTS } from '../../backend/teamRules';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useJoinInvitationQuery } from './teamApi';
import { joinTeam } from './teamThunks';

/** Why an invitation joins nobody now, or null. */
function closedBecause(invitation: JoinInvitation, now: number): string | null {
  if (invitation.state === 'joined') return t(TEAM_TEXTS.joinedAlready);
  if (invitation.state === 'cancelled') return t(TEAM_TEXTS.cancelled);
  return invitation.expiresAt <= now ? t(TEAM_TEXTS.expired) : null;
}

/**
 * An invited person's own page: their name and a password of their own, for the address and role the
 * admin chose (no company form: /register creates companies). Where the backend verifies addresses, the
 * link it sends is followed first, then Continue completes the join. Then they log in as anyone does.
 */
export function JoinPage() {
  const { code = '' } = useParams();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { data: invitation, error, isLoading } = useJoinInvitationQuery(code);

  return (
    <section className="page narrow">
      <PageTitle>
        {invitation ? t('Join {companyName}', { companyName: invitation.companyName }) : t('Join a team')}
      </PageTitle>
      {isLoading && <Spinner label={t('Opening the invitation..')} />}
      {error && (
        <Alert
          message={
            'code' in error && error.code === 'not-found'
              ? (error.message ?? t(TEAM_TEXTS.cancelled))
              : t('Could not open the invitation: {reason}. Try again.', {
                  reason: error.message ?? t('unknown error'),
                })
          }
        />
      )}
      {invitation &&
        (signedIn ? (
          <p className="card">
            {t('This browser is signed in to a desk. Log out first, then open the link again to join')}{' '}
            {invitation.companyName}.
          </p>
        ) : (
          <JoinForm invitation={invitation} />
        ))}
    </section>
  );
}

function JoinForm({ invitation }: { invitation: JoinInvitation }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ name?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [pending, setPending] = useState(false);
  const [openedAt] = useState(Date.now);
  const closed = closedBecause(invitation, openedAt);

  async function join(event?: SubmitEvent<HTMLFormElement>) {
    event?.preventDefault();
    const found = {
      ...(!name.trim() && { name: t(TEAM_TEXTS.name) }),
      ...(password.length < 6 && { password: t(TEAM_TEXTS.password) }),
    };
    setProblem(found);
    const firstBad = found.name ? 'name' : found.password ? 'password' : null;
    if (firstBad) {
      const input = event?.currentTarget.elements.namedItem(firstBad);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setPending(true);
    const result = await dispatch(joinTeam({ code: invitation.code, name, password }));
    setPending(false);
    if (joinTeam.rejected.match(result)) return setFailure(rejectionReason(result));
    setFailure(null);
    if (result.payload === 'verify-email') {
      if (verifying)
        setFailure(
          t('{email} is not verified yet: open the link in the email first.', { email: invitation.email }),
        );
      return setVerifying(true);
    }
    dispatch(
      noticeShown(
        t('You have joined {companyName}. Log in with {email}.', {
          companyName: invitation.companyName,
          email: invitation.email,
        }),
      ),
    );
    void navigate(PATHS.login);
  }

  if (closed) {
    return (
      <>
        <Alert message={closed} />
        <p>
          <Link to={PATHS.login}>{t('Go to Login')}</Link>
        </p>
      </>
    );
  }
  return (
    <form
      className="card form"
      noValidate
      aria-label={t('Join the team')}
      onSubmit={(event) => void join(event)}
    >
      <p>
        {tParts('{companyName} invites {email} to its front desk as {role}.', {
          companyName: invitation.companyName,
          email: <strong key="email">{invitation.email}</strong>,
          role: <strong key="role">{t(ROLE_NAMES[invitation.role])}</strong>,
        })}
      </p>
      <fieldset className="form-fields" disabled={verifying}>
        <TextField
          label={t('Your name')}
          name="name"
          value={name}
          onChange={setName}
          maxLength={200}
          autoComplete="name"
          error={problem.name}
          mainField
        />
        <TextField
          label={t('Password')}
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          error={problem.password}
        />
      </fieldset>
      {verifying && (
        <p role="status" className="alert alert-info">
          {t('We sent a link to {email}. Open it to verify the address, then press Continue.', {
            email: invitation.email,
          })}
        </p>
      )}
      <Alert message={failure} />
      <button type="submit" className="button button-primary button-large" disabled={pending}>
        {verifying ? t('Continue') : t('Join')}
      </button>
      {pending && <Spinner />}
    </form>
  );
}
