import { t } from '../../lib/operatorText';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatVisitTime } from '../../lib/formatTime';
import { pngDataUrl } from '../../lib/qrPng';
import { useRecentMailQuery } from './mailApi';
import { MailStatus } from './MailStatus';
import { render } from '../../shared/mail/templates';

const SHOWN = 100;

/** Every email the desk sent, newest first, rendered from its template, with how its delivery went. */
export function OutboxPage() {
  const { data: records, error: failure } = useRecentMailQuery(SHOWN);
  const error = failureText(t('the outbox'), failure);

  return (
    <section className="page">
      <PageTitle>{t('Outbox')}</PageTitle>
      <Alert message={error} />
      {!records && !error && <Spinner label={t('Loading the outbox..')} />}
      {records?.length === 0 && (
        <p>{t('No emails yet. Each check-in sends one to the visitor and one to the host.')}</p>
      )}
      <ol className="outbox">
        {records?.map((record) => {
          const mail = render(record.template, record.to);
          return (
            <li key={record.id} className="card">
              <article aria-label={t('{subject} to {to}', { subject: mail.subject, to: mail.to })}>
                <h2>{mail.subject}</h2>
                <p className="meta">
                  {t('To')} <strong>{mail.to}</strong> · {formatVisitTime(record.at)} ·{' '}
                  <MailStatus status={record.status} />{' '}
                  {t('via {transport}', { transport: record.transport })}
                </p>
                <pre className="mail-body">{mail.text}</pre>
                {record.template.data.qr && (
                  <img
                    className="pass-qr"
                    src={pngDataUrl(record.template.data.qr)}
                    alt={
                      record.kind === 'invitation'
                        ? t('Attached: the invitation QR code')
                        : t('Attached: the visit pass QR code')
                    }
                  />
                )}
                {record.status === 'failed' && <p className="hint">{record.detail}</p>}
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
