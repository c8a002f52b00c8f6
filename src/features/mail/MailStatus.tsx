import type { MailStatus as Status } from '../../backend/port/mail';

/** A mail's state as an icon with words, never colour alone. 'missing': it was never queued. */
export type ShownMailStatus = Status | 'missing';

const LOOK: Record<ShownMailStatus, { icon: string; words: string }> = {
  stored: { icon: '▣', words: 'In the outbox' },
  queued: { icon: '…', words: 'Queued' },
  sent: { icon: '✓', words: 'Sent' },
  failed: { icon: '✕', words: 'Failed' },
  missing: { icon: '!', words: 'Not sent' },
};

export function MailStatus({ status }: { status: ShownMailStatus }) {
  const { icon, words } = LOOK[status];
  return (
    <span className={`mail-status mail-status-${status}`}>
      <span aria-hidden="true">{icon}</span> {words}
    </span>
  );
}
