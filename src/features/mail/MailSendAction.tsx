import { useState } from 'react';
import { t } from '../../lib/operatorText';
import type { ShownMailStatus } from './MailStatus';

/**
 * Send (a mail never queued) or Resend (a failed one) beside a mail's state, and why it could not go;
 * nothing for a mail on its way or sent. `send` resolves to the reason it failed, or null.
 */
export function MailSendAction({
  status,
  labelFor,
  send,
}: {
  status: ShownMailStatus;
  /** The button's accessible name for its action ('Send' or 'Resend'). */
  labelFor: (action: 'Send' | 'Resend') => string;
  send: () => Promise<string | null>;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const action = status === 'failed' ? 'Resend' : status === 'missing' ? 'Send' : null;

  async function sendNow() {
    setSending(true);
    setProblem(null);
    const failure = await send();
    setSending(false);
    setProblem(failure);
  }

  return (
    <>
      {action && (
        <button
          type="button"
          className="button-link"
          aria-label={labelFor(action)}
          disabled={sending}
          onClick={() => void sendNow()}
        >
          {action === 'Send' ? t('Send') : t('Resend')}
        </button>
      )}
      {problem && (
        <span role="alert" className="mail-detail">
          {' '}
          {problem}
        </span>
      )}
    </>
  );
}
