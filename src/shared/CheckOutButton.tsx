import { t } from '../lib/operatorText';
import { useState } from 'react';
import { createCommand } from '../app/command';
import { useAppDispatch } from '../app/hooks';
import { useCan } from '../app/useCan';
import { VISIT_CHANGES } from '../app/tags';
import type { Visit } from '../backend/port/visits';
import { Alert } from '../components/Alert';
import { IconButton } from '../components/IconButton';
import { LogOut } from 'lucide-react';
import { VISIT_MESSAGES } from './visitMessages';

/** Checks out one listed visit by its visit ID, as the Check-Out screen does with a typed one. */
export const checkOutListed = createCommand(
  'visits/checkOutListed',
  (visit: Visit, { backend, now }) => backend.visits.checkOutByVisitId(visit.visitID, now),
  { invalidates: VISIT_CHANGES },
);

type Step =
  { kind: 'idle' } | { kind: 'confirming' } | { kind: 'saving' } | { kind: 'failed'; message: string };

/**
 * A row's Check out: asks once (a checkout cannot be undone), then checks the visit out where it is
 * listed. The list itself (live) drops the row; the spec's 'Checkout sucess' is said with who it was.
 */
export function CheckOutButton({
  visit,
  onCheckedOut,
  asIcon = false,
}: {
  visit: Visit;
  onCheckedOut?: (visit: Visit) => void;
  /** In a table row: an icon whose words are its tooltip. */
  asIcon?: boolean;
}) {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { allowed } = useCan('desk');
  const who = t('{visitorName} (visit ID {visitId})', {
    visitorName: visit.visitorName,
    visitId: visit.visitID,
  });
  const askFirst = () => setStep({ kind: 'confirming' });

  async function checkOut() {
    setStep({ kind: 'saving' });
    const result = await dispatch(checkOutListed(visit));
    if (checkOutListed.fulfilled.match(result)) {
      setStep({ kind: 'idle' });
      onCheckedOut?.(result.payload);
    } else {
      const alreadyOut = result.payload?.code === 'already-checked-out';
      setStep({
        kind: 'failed',
        message: alreadyOut
          ? VISIT_MESSAGES.alreadyCheckedOut(visit.visitID)
          : t(VISIT_MESSAGES.checkoutFailed),
      });
    }
  }

  // A role that does not check visitors out (security) sees who is here, without the action.
  if (!allowed) return null;
  if (step.kind === 'confirming' || step.kind === 'saving') {
    return (
      <span className="row-confirm" role="group" aria-label={t('Check out {who}?', { who })}>
        <button
          type="button"
          className="button button-danger button-small"
          disabled={step.kind === 'saving'}
          onClick={() => void checkOut()}
        >
          {t('Yes, check out')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={step.kind === 'saving'}
          onClick={() => setStep({ kind: 'idle' })}
        >
          {t('Cancel')}
        </button>
      </span>
    );
  }
  return (
    <span className="row-confirm">
      {asIcon ? (
        <IconButton icon={LogOut} label={t('Check out {who}', { who })} onClick={askFirst} />
      ) : (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={t('Check out {who}', { who })}
          onClick={askFirst}
        >
          {t('Check out')}
        </button>
      )}
      {step.kind === 'failed' && (
        <span role="alert" className="field-error">
          {step.message}
        </span>
      )}
    </span>
  );
}

/** The spec's 'Checkout sucess', exactly, and beside it who left: a list's checkouts say whose it was. */
export function CheckedOutNotice({ visit }: { visit: Pick<Visit, 'visitorName' | 'visitID'> | null }) {
  if (!visit) return null;
  return (
    <div className="checked-out-notice">
      <Alert message={t(VISIT_MESSAGES.checkoutSuccess)} tone="success" />
      <p className="hint">
        {t('{visitorName}, visit ID {visitID}, is checked out.', {
          visitorName: visit.visitorName,
          visitID: visit.visitID,
        })}
      </p>
    </div>
  );
}

/** The last visit a list checked out, for its notice. */
export function useCheckedOut() {
  const [checkedOut, setCheckedOut] = useState<Visit | null>(null);
  return { notice: <CheckedOutNotice visit={checkedOut} />, onCheckedOut: setCheckedOut };
}
