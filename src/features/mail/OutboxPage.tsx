import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatVisitTime } from '../../lib/formatTime';
import { useOutboxQuery } from './outboxApi';

const SHOWN = 100;

/** Every email the desk sent, newest first, with how its delivery went. */
export function OutboxPage() {
  const { data: entries, error: failure } = useOutboxQuery(SHOWN);
  const error = failureText('the outbox', failure);

  return (
    <section className="page">
      <PageTitle>Outbox</PageTitle>
      <Alert message={error} />
      {!entries && !error && <Spinner label="Loading the outbox.." />}
      {entries?.length === 0 && (
        <p>No emails yet. Each check-in sends one to the visitor and one to the host.</p>
      )}
      <ol className="outbox">
        {entries?.map((entry) => (
          <li key={entry.id} className="card">
            <article aria-label={`${entry.subject} to ${entry.to}`}>
              <h2>{entry.subject}</h2>
              <p className="meta">
                To <strong>{entry.to}</strong> · {formatVisitTime(entry.at)} ·{' '}
                <span className={`status status-${entry.status}`}>{entry.status}</span> via {entry.transport}
              </p>
              <pre className="mail-body">{entry.bodyText}</pre>
              {entry.status === 'failed' && <p className="hint">{entry.detail}</p>}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
