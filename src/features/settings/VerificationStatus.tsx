import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { useEmailVerificationQuery } from '../../shared/settingsApi';
import { resendVerification } from './settingsThunks';

/** Whether this account may send email, and how to get there (Firebase sends only for verified accounts). */
export function VerificationStatus({ email }: { email: string }) {
  const { data: verification, refetch, isFetching } = useEmailVerificationQuery(undefined);
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState<string | null>(null);

  if (verification === 'not-needed') {
    return (
      <p className="hint">
        {t(
          'Local mode: emails to visitors and hosts are kept on the Outbox screen of this browser, not sent.',
        )}
      </p>
    );
  }
  if (verification === 'verified') {
    return (
      <p className="verified">
        <span aria-hidden="true">✓</span>{' '}
        {t('Your email address is verified: visitors and hosts are emailed.')}
      </p>
    );
  }
  if (verification !== 'unverified') return null;

  async function resend() {
    const result = await dispatch(resendVerification());
    setSent(
      resendVerification.fulfilled.match(result)
        ? t('We sent a new link to {email}.', { email })
        : t('Could not send the link: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
    );
  }

  return (
    <div className="notice" role="status">
      <p>
        <strong>{t('Emails are not sent yet.')}</strong>{' '}
        {t(
          'Your account email {email} is not verified, so Frontdesk does not email visitors or hosts. Follow the link we sent to that address, then check again.',
          { email },
        )}
      </p>
      <div className="row">
        <button type="button" className="button button-secondary" onClick={() => void resend()}>
          {t('Resend verification')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          {t('I have verified it: check again')}
        </button>
      </div>
      <Alert message={sent} tone="info" />
    </div>
  );
}
