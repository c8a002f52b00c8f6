import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { rejectionReason } from '../../app/queryError';
import type { RecordCounts, RetentionProgress } from '../../backend/port/privacy';
import { Alert } from '../../components/Alert';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';
import { t } from '../../lib/operatorText';
import {
  applyRetention,
  describeCounts,
  previewRetention,
  retentionEffect,
  retentionProgressText,
} from '../privacy';

/** A shorter period waiting for the operator's yes, with what it would change. */
export interface RetentionQuestion {
  retentionDays: number;
  counts: RecordCounts;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'asking'; question: RetentionQuestion }
  | { kind: 'running'; expected: RecordCounts; done: RetentionProgress }
  | { kind: 'done'; summary: string };

/**
 * A shorter retention period, asked before it is applied: what it would change now (a failed count is an
 * error, never "nothing"), then the run's progress and what it did, in place.
 */
export function useRetentionRun() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  useWarnBeforeLeaving(step.kind === 'running');

  /** What the period would change now: a question to ask, null for nothing, or undefined when unknown. */
  async function check(retentionDays: number): Promise<RetentionQuestion | null | undefined> {
    setProblem(null);
    setStep({ kind: 'checking' });
    const result = await dispatch(previewRetention({ retentionDays }));
    if (previewRetention.rejected.match(result)) {
      setStep({ kind: 'idle' });
      setProblem(
        t('Could not count what it would change, so nothing was saved: {reason}', {
          reason: rejectionReason(result),
        }),
      );
      return undefined;
    }
    const question = { retentionDays, counts: result.payload };
    setStep(retentionEffect(question.counts) ? { kind: 'asking', question } : { kind: 'idle' });
    return retentionEffect(question.counts) ? question : null;
  }

  /** Applies the saved period now, telling its progress against the counts the operator agreed to. */
  async function run(expected: RecordCounts) {
    setStep({ kind: 'running', expected, done: { anonymised: 0, deleted: 0 } });
    const result = await dispatch(
      applyRetention({ now: true, onProgress: (done) => setStep({ kind: 'running', expected, done }) }),
    );
    if (applyRetention.rejected.match(result)) {
      setStep({ kind: 'idle' });
      setProblem(
        t(
          'Saved, but applying it stopped: {reason}. The batches done are kept; the desk’s daily run finishes it.',
          { reason: rejectionReason(result) },
        ),
      );
      return;
    }
    const counts = result.payload?.counts;
    setStep(
      counts
        ? { kind: 'done', summary: t('Done: {counts}.', { counts: describeCounts(counts, 'retention') }) }
        : { kind: 'idle' },
    );
  }

  const reset = () => {
    setProblem(null);
    setStep({ kind: 'idle' });
  };

  return {
    check,
    run,
    reset,
    question: step.kind === 'asking' ? step.question : null,
    busy: step.kind === 'checking' || step.kind === 'running',
    view: (
      <>
        <Alert message={problem} />
        {step.kind === 'running' && (
          <p role="status" className="alert alert-info">
            {retentionProgressText(step.done, step.expected)}
          </p>
        )}
        {step.kind === 'done' && (
          <p role="status" className="alert alert-success">
            {step.summary}
          </p>
        )}
      </>
    ),
  };
}
