import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import { useCan } from '../../app/useCan';
import type { PrivacyLogEntry } from '../../backend/port/privacy';
import { Alert } from '../../components/Alert';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { RECENT_RUNS, usePrivacyLogQuery } from './privacyApi';
import { finishRun } from './privacyThunks';
import { describeCounts } from './recordCounts';
import { TableScroll } from '../../components/TableScroll';

const runName = (entry: PrivacyLogEntry) =>
  entry.kind === 'erasure' ? t('Erasure on request') : t('Retention period');

/** Each retention run and erasure: when, who, how many records; never whose. */
export function PrivacyLog() {
  const { data: log, error } = usePrivacyLogQuery(undefined, { refetchOnMountOrArgChange: true });
  useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const [outcome, setOutcome] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  return (
    <section aria-labelledby="privacy-log-heading">
      <h2 id="privacy-log-heading">{t('Retention and erasure log')}</h2>
      <Alert message={failureText(t('the log'), error)} />
      <Alert message={outcome?.text} tone={outcome?.tone} />
      {log && log.length === 0 && <p>{t('No retention run or erasure yet.')}</p>}
      {log && log.length > 0 && (
        <TableScroll label={t('Retention runs and erasures')}>
          <table className="visits-table">
            <caption>{t('The last {count} at most, newest first', { count: RECENT_RUNS })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('When')}</th>
                <th scope="col">{t('What')}</th>
                <th scope="col">{t('By')}</th>
                <th scope="col">{t('Records')}</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{formatVisitTime(entry.at, timeZone)}</th>
                  <td>{runName(entry)}</td>
                  <td>{entry.by}</td>
                  <td>
                    {entry.status === 'finished' ? (
                      describeCounts(entry.counts, entry.kind)
                    ) : (
                      <UnfinishedRun entry={entry} timeZone={timeZone} onOutcome={setOutcome} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

interface UnfinishedRunProps {
  entry: PrivacyLogEntry;
  timeZone: string;
  onOutcome: (outcome: { text: string; tone: 'error' | 'success' }) => void;
}

/**
 * A run logged as started and not finished: going on on some desk, or stopped midway (a page closed, the
 * network gone). What it did so far stays done; Finish it goes on from there (a desk that opens does it
 * by itself once it has saved nothing for a few minutes).
 */
function UnfinishedRun({ entry, timeZone, onOutcome }: UnfinishedRunProps) {
  const dispatch = useAppDispatch();
  const { allowed, reason } = useCan('desk');
  const [busy, setBusy] = useState(false);

  async function finish() {
    setBusy(true);
    const result = await dispatch(finishRun(entry.id));
    setBusy(false);
    onOutcome(
      finishRun.rejected.match(result)
        ? {
            text: t('Could not finish it: {reason}', {
              reason: result.payload?.message ?? t('unknown error'),
            }),
            tone: 'error',
          }
        : {
            text: t('{run} finished: {records}.', {
              run: runName(entry),
              records: describeCounts(result.payload.counts, entry.kind),
            }),
            tone: 'success',
          },
    );
  }

  return (
    <>
      {t('Not finished: {counts} so far (saved at {time}).', {
        counts: describeCounts(entry.counts, entry.kind),
        time: formatVisitTime(entry.progressAt, timeZone),
      })}{' '}
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={busy || !allowed}
        title={reason ?? undefined}
        onClick={() => void finish()}
      >
        {busy ? t('Finishing…') : t('Finish it')}
      </button>
    </>
  );
}
