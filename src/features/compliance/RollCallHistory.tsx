import { t } from '../../lib/operatorText';
import { Link } from 'react-router-dom';
import { rollCallPath } from '../../app/screenLinks';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { formatVisitTime } from '../../lib/formatTime';
import { HISTORY_LENGTH, useRollCallHistoryQuery } from './rollCallApi';
import { TableScroll } from '../../components/TableScroll';

/** The latest finished roll calls, each a record to open and print. */
export function RollCallHistory({ timeZone }: { timeZone: string }) {
  const { data: history, error } = useRollCallHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!error && !history?.length) return null;
  return (
    <section className="no-print" aria-labelledby="roll-call-history-heading">
      <h2 id="roll-call-history-heading">{t('Past roll calls')}</h2>
      <Alert message={failureText(t('past roll calls'), error)} />
      {history && (
        <TableScroll label={t('Roll call records')}>
          <table className="visits-table">
            <caption>{t('The last {count} at most', { count: HISTORY_LENGTH })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Started')}</th>
                <th scope="col">{t('Finished')}</th>
                <th scope="col">{t('On site')}</th>
                <th scope="col">{t('Missing')}</th>
                <th scope="col">{t('Record')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((rollCall) => (
                <tr key={rollCall.id}>
                  <th scope="row">{formatVisitTime(rollCall.startedAt, timeZone)}</th>
                  <td>
                    {rollCall.finishedAt === null ? '--' : formatVisitTime(rollCall.finishedAt, timeZone)}
                  </td>
                  <td>{rollCall.people.length}</td>
                  <td>{rollCall.people.filter((person) => person.safeAt === null).length}</td>
                  <td>
                    <Link to={rollCallPath(rollCall.id)}>
                      {t('View roll call of')} {formatVisitTime(rollCall.startedAt, timeZone)}
                    </Link>
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
