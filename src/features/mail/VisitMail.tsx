import { useAppDispatch } from '../../app/hooks';
import type { MailRecord, VisitMailKind } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { resendMail } from './mailThunks';
import { MailStatus } from './MailStatus';
import { MailSendAction } from './MailSendAction';
import { mailKindsOf } from '../../shared/mail/mailer';
import { msg, t } from '../../lib/operatorText';

interface MailKindTexts {
  /** Whose email it is. */
  who: string;
  /** The Send and Resend buttons' accessible names, `{visitorName}` the visit's. */
  send: string;
  resend: string;
}

const KINDS: ({ kind: VisitMailKind } & MailKindTexts)[] = [
  {
    kind: 'visitor',
    who: msg('Visitor'),
    send: msg('Send the visitor email for {visitorName}'),
    resend: msg('Resend the visitor email for {visitorName}'),
  },
  {
    kind: 'host',
    who: msg('Host'),
    send: msg('Send the host email for {visitorName}'),
    resend: msg('Resend the host email for {visitorName}'),
  },
];

/** The state of a visit's two emails, each with Resend (failed) or Send (never went) while it is not anonymised. */
export function VisitMail({
  visit,
  records,
  timeZone,
}: {
  visit: Visit;
  records: MailRecord[];
  /** The site's, for the time in a resent email. */
  timeZone: string;
}) {
  return (
    <ul className="visit-mail">
      {KINDS.filter(({ kind }) => mailKindsOf(visit).includes(kind)).map(({ kind, ...texts }) => (
        <MailLine
          key={kind}
          visit={visit}
          kind={kind}
          texts={texts}
          record={records.find((each) => each.kind === kind)}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

function MailLine({
  visit,
  kind,
  texts,
  record,
  timeZone,
}: {
  visit: Visit;
  kind: VisitMailKind;
  texts: MailKindTexts;
  record?: MailRecord;
  timeZone: string;
}) {
  const dispatch = useAppDispatch();
  const status = record?.status ?? 'missing';

  async function send() {
    const result = await dispatch(resendMail({ visit, kind, timeZone }));
    return resendMail.rejected.match(result)
      ? (result.payload?.message ?? t('Could not send it again'))
      : null;
  }

  return (
    <li>
      {t(texts.who)}: <MailStatus status={status} />
      {status === 'failed' && record?.detail && <span className="mail-detail"> ({record.detail})</span>}
      {/* An anonymised visit has nobody to write to, nor a name to tell the host. */}
      {visit.anonymisedAt === undefined && (
        <MailSendAction
          status={status}
          labelFor={(action) =>
            t(action === 'Send' ? texts.send : texts.resend, { visitorName: visit.visitorName })
          }
          send={send}
        />
      )}
    </li>
  );
}
