import { t } from '../../lib/operatorText';
import { useAppDispatch } from '../../app/hooks';
import type { MailRecord } from '../../backend/port/mail';
import type { Invite } from '../../backend/port/invites';
import { MailSendAction, MailStatus } from '../mail';
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
  const status = record?.status ?? 'missing';

  async function send() {
    const result = await dispatch(resendInvitationMail({ invite, timeZone }));
    return resendInvitationMail.rejected.match(result)
      ? (result.payload?.message ?? t('Could not send the invitation'))
      : null;
  }

  return (
    <span className="invitation-mail">
      {t('Email:')} <MailStatus status={status} />
      <MailSendAction
        status={status}
        labelFor={(action) =>
          action === 'Send'
            ? t('Send the invitation email to {visitorName}', { visitorName: invite.visitorName })
            : t('Resend the invitation email to {visitorName}', { visitorName: invite.visitorName })
        }
        send={send}
      />
    </span>
  );
}
