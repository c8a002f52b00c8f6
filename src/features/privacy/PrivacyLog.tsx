import { useAppSelector } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { RECENT_RUNS, usePrivacyLogQuery } from './privacyApi';
import { describeCounts } from './recordCounts';
import { TableScroll } from '../../components/TableScroll';

/** Each retention run and erasure: when, who, how many records; never whose. */
export function PrivacyLog() {
  const { data: log, error } = usePrivacyLogQuery(undefined, { refetchOnMountOrArgChange: true });
  useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  return (
    <section aria-labelledby="privacy-log-heading">
      <h2 id="privacy-log-heading">Retention and erasure log</h2>
      <Alert message={failureText('the log', error)} />
      {log && log.length === 0 && <p>No retention run or erasure yet.</p>}
      {log && log.length > 0 && (
        <TableScroll label="Retention runs and erasures">
          <table className="visits-table">
            <caption>The last {RECENT_RUNS} at most, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">By</th>
                <th scope="col">Records</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{formatVisitTime(entry.at, timeZone)}</th>
                  <td>{entry.kind === 'erasure' ? 'Erasure on request' : 'Retention period'}</td>
                  <td>{entry.by}</td>
                  <td>{describeCounts(entry.counts, entry.kind)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
