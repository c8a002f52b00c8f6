import type { MailStatus as Status } from '../../backend/port/mail';
import { msg, t } from '../../lib/operatorText';

/** A mail's state as an icon with words, never colour alone. 'missing': it was never queued. */
export type ShownMailStatus = Status | 'missing';

const LOOK: Record<ShownMailStatus, { icon: string; words: string }> = {
  stored: { icon: '▣', words: msg('In the outbox') },
  queued: { icon: '…', words: msg('Queued') },
  sent: { icon: '✓', words: msg('Sent') },
  failed: { icon: '✕', words: msg('Failed') },
  missing: { icon: '!', words: msg('Not sent') },
};

export function MailStatus({ status }: { status: ShownMailStatus }) {
  const { icon, words } = LOOK[status];
  return (
    <span className={`mail-status mail-status-${status}`}>
      <span aria-hidden="true">{icon}</span> {t(words)}
    </span>
  );
}
