import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { MailRecord } from '../../backend/port/mail';
import type { Invite } from '../../backend/port/invites';
import { MailStatus } from '../mail';
import { resendInvitationMail } from './invitesThunks';

/**
 * An invitation's email on the list of the day: its state, and Send (never queued: the page was left
 * before it went) or Resend (it failed), so an invited visitor is never left without their code.
 */
export function InvitationMail({
  invite,
  record,
  timeZone,
}: {
  invite: Invite;
  /** Its mail record; undefined when none was ever queued. */
  record: MailRecord | undefined;
  timeZone: string;
}) {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const status = record?.status ?? 'missing';
  const action = status === 'failed' ? 'Resend' : status === 'missing' ? 'Send' : null;

  async function send() {
    setSending(true);
    setProblem(null);
    const result = await dispatch(resendInvitationMail({ invite, timeZone }));
    setSending(false);
    if (resendInvitationMail.rejected.match(result))
      setProblem(result.payload?.message ?? 'Could not send the invitation');
  }

  return (
    <span className="invitation-mail">
      Email: <MailStatus status={status} />
      {action && (
        <button
          type="button"
          className="button-link"
          aria-label={`${action} the invitation email to ${invite.visitorName}`}
          disabled={sending}
          onClick={() => void send()}
        >
          {action}
        </button>
      )}
      {problem && (
        <span role="alert" className="mail-detail">
          {' '}
          {problem}
        </span>
      )}
    </span>
  );
}
