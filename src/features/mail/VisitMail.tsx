import { useAppDispatch } from '../../app/hooks';
import type { MailRecord, VisitMailKind } from '../../backend/port/mail';
import type { Visit } from '../../backend/port/visits';
import { resendMail } from './mailThunks';
import { MailStatus } from './MailStatus';
import { MailSendAction } from './MailSendAction';
import { mailKindsOf } from '../../shared/mail/mailer';

const KINDS: { kind: VisitMailKind; who: string }[] = [
  { kind: 'visitor', who: 'Visitor' },
  { kind: 'host', who: 'Host' },
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
      {KINDS.filter(({ kind }) => mailKindsOf(visit).includes(kind)).map(({ kind, who }) => (
        <MailLine
          key={kind}
          visit={visit}
          kind={kind}
          who={who}
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
  who,
  record,
  timeZone,
}: {
  visit: Visit;
  kind: VisitMailKind;
  who: string;
  record?: MailRecord;
  timeZone: string;
}) {
  const dispatch = useAppDispatch();
  const status = record?.status ?? 'missing';

  async function send() {
    const result = await dispatch(resendMail({ visit, kind, timeZone }));
    return resendMail.rejected.match(result) ? (result.payload?.message ?? 'Could not send it again') : null;
  }

  return (
    <li>
      {who}: <MailStatus status={status} />
      {status === 'failed' && record?.detail && <span className="mail-detail"> ({record.detail})</span>}
      {/* An anonymised visit has nobody to write to, nor a name to tell the host. */}
      {visit.anonymisedAt === undefined && (
        <MailSendAction
          status={status}
          labelFor={(action) => `${action} the ${who.toLowerCase()} email for ${visit.visitorName}`}
          send={send}
        />
      )}
    </li>
  );
}
