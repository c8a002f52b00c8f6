import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { createCommand } from '../../app/command';
import { useAppDispatch } from '../../app/hooks';
import { useCan } from '../../app/useCan';
import { VISIT_CHANGES } from '../../app/tags';
import type { Visit } from '../../backend/port/visits';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';
import { formatCount } from '../../lib/countText';

/**
 * Everyone listed checks out now, recorded as a bulk checkout; one closed meanwhile elsewhere is skipped.
 * `onProgress` hears how many are checked out so far, after each batch.
 */
export const checkOutEveryone = createCommand(
  'visits/checkOutEveryone',
  ({ visits, onProgress }: { visits: Visit[]; onProgress?: (closed: number) => void }, { backend, now }) =>
    backend.visits.checkOutMany(
      visits.map((visit) => ({ id: visit.id, at: now })),
      'bulk-now',
      onProgress,
    ),
  { invalidates: VISIT_CHANGES },
);

type Step =
  | { kind: 'idle' }
  | { kind: 'confirming'; visits: Visit[] }
  | { kind: 'saving'; count: number; done: number }
  | { kind: 'done'; closed: number; skipped: number }
  | { kind: 'failed'; message: string };

/** "Check out all 3 people still on site? …": the question, with how many. */
const question = (count: number) =>
  count === 1
    ? t('Check out all 1 person still on site? Their visits end now; this cannot be undone.')
    : t('Check out all {count} people still on site? Their visits end now; this cannot be undone.', {
        count: formatCount(count),
      });

const yesCheckOut = (count: number) =>
  count === 1
    ? t('Yes, check out 1 person')
    : t('Yes, check out {count} people', { count: formatCount(count) });

/** "Checked out 200 of 1,340 people…": as it runs, never "of" fewer than it has done. */
const progress = (done: number, planned: number) => {
  const count = Math.max(done, planned);
  return count === 1
    ? t('Checked out {done} of 1 person…', { done: formatCount(done) })
    : t('Checked out {done} of {count} people…', { done: formatCount(done), count: formatCount(count) });
};

const checkedOut = (count: number) =>
  count === 1 ? t('Checked out 1 person.') : t('Checked out {count} people.', { count: formatCount(count) });

const skippedText = (count: number) =>
  count === 1
    ? t('1 person had already been checked out elsewhere.')
    : t('{count} people had already been checked out elsewhere.', { count: formatCount(count) });

/** The end of the day: everyone still on site checked out at once, after a question that says how many. */
export function CheckOutEveryone({ visits }: { visits: Visit[] }) {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { allowed } = useCan('desk');
  useWarnBeforeLeaving(step.kind === 'saving');

  async function checkOut(listed: Visit[]) {
    const count = listed.length;
    setStep({ kind: 'saving', count, done: 0 });
    const result = await dispatch(
      checkOutEveryone({ visits: listed, onProgress: (done) => setStep({ kind: 'saving', count, done }) }),
    );
    if (checkOutEveryone.fulfilled.match(result)) {
      setStep({
        kind: 'done',
        closed: result.payload.length,
        skipped: listed.length - result.payload.length,
      });
    } else {
      setStep({
        kind: 'failed',
        message: t(
          'Could not check everyone out: {reason}. Those already done stay checked out; try again for the rest.',
          { reason: result.payload?.message ?? t('unknown error') },
        ),
      });
    }
  }

  if (!allowed) return null;
  return (
    <div className="card check-out-everyone no-print">
      {step.kind === 'confirming' ? (
        <div role="group" aria-labelledby="everyone-question" className="row">
          <p id="everyone-question">{question(step.visits.length)}</p>
          <button type="button" className="button button-danger" onClick={() => void checkOut(step.visits)}>
            {yesCheckOut(step.visits.length)}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'idle' })}>
            {t('Cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={visits.length === 0 || step.kind === 'saving'}
          // The list as it is now: someone arriving while the question is open is not checked out by it.
          onClick={() => setStep({ kind: 'confirming', visits })}
        >
          {t('Check out everyone still here')}
        </button>
      )}
      {step.kind === 'saving' && (
        <p role="status" className="alert alert-info">
          {progress(step.done, step.count)}
        </p>
      )}
      {step.kind === 'done' && (
        <p role="status">
          {checkedOut(step.closed)}
          {step.skipped > 0 && ` ${skippedText(step.skipped)}`}
        </p>
      )}
      {step.kind === 'failed' && (
        <p role="alert" className="alert alert-error">
          {step.message}
        </p>
      )}
    </div>
  );
}
