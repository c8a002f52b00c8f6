import { t } from '../../lib/operatorText';
import { isRejected } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { rejectionReason } from '../../app/queryError';
import type { Invite } from '../../backend/port/invites';
import { Alert } from '../../components/Alert';
import { cancelInvitation } from './invitesThunks';

/**
 * Cancel, then a second question, so that a stray click cancels nobody; "Keep it" has the focus. The
 * list the invitation is in shows it cancelled once the backend has it.
 */
export function CancelInvitation({ invite }: { invite: Invite }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  async function cancel() {
    setBusy(true);
    setProblem(null);
    const result = await dispatch(cancelInvitation(invite.code));
    setBusy(false);
    setConfirming(false);
    if (isRejected(result))
      setProblem(
        t('Could not cancel the invitation of {visitorName}: {reason}', {
          visitorName: invite.visitorName,
          reason: rejectionReason(result),
        }),
      );
  }

  if (!confirming)
    return (
      <>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('Cancel the invitation of {visitorName}', { visitorName: invite.visitorName })}
          onClick={() => setConfirming(true)}
        >
          {t('Cancel')}
        </button>
        <Alert message={problem} />
      </>
    );
  return (
    <span
      className="row"
      role="group"
      aria-label={t('Cancel the invitation of {visitorName}?', { visitorName: invite.visitorName })}
    >
      <span>{t('Cancel {visitorName}’s invitation?', { visitorName: invite.visitorName })}</span>
      <button type="button" className="button button-danger" disabled={busy} onClick={() => void cancel()}>
        {busy ? t('Cancelling…') : t('Yes, cancel it')}
      </button>
      <button
        ref={keep}
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => setConfirming(false)}
      >
        {t('Keep it')}
      </button>
    </span>
  );
}
