import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { badgePath, signedAgreementPath } from '../../app/paths';
import type { MailRecord } from '../../backend/port/mail';
import type { ClosingKind, Visit } from '../../backend/port/visits';
import { formatVisitTime } from '../../lib/formatTime';
import { visitStatus } from './csvExport';
import { CheckOutButton } from '../../shared/CheckOutButton';
import { VisitMail } from '../mail';
import { VisitPhoto } from '../../components/VisitPhoto';
import { TableScroll } from '../../components/TableScroll';

const HEADERS = [
  'Photo',
  'Visitor',
  'Email',
  'Mobile',
  'Visit Type',
  'Company',
  'Whom To Meet',
  'Check-in',
  'Check-out',
  'Visit ID',
  'Status',
  'Emails',
] as const;

interface DashboardTableProps {
  visits: Visit[];
  /** The mail of these visits. */
  mail: MailRecord[];
  timeZone: string;
}

const NO_MAIL: MailRecord[] = [];

/** How a visit nobody checked out at the desk was closed, as the row says it. */
const CLOSED_BY: Record<ClosingKind, string> = {
  'bulk-now': 'in bulk, later',
  'bulk-end-of-day': 'in bulk, at the end of its day',
  automatic: 'automatically',
};

/** A row re-renders only when its visit or its mail changed: a keystroke's new page keeps most rows. */
const VisitRow = memo(function VisitRow({
  visit,
  mail,
  timeZone,
}: {
  visit: Visit;
  mail: MailRecord[];
  timeZone: string;
}) {
  return (
    <tr>
      <td>
        <VisitPhoto imageUrl={visit.imageUrl} name={visit.visitorName} size={40} />
      </td>
      <th scope="row">{visit.anonymisedAt === undefined ? visit.visitorName : <em>Anonymised</em>}</th>
      <td>{visit.visitorEmail}</td>
      <td>{visit.visitorMobile}</td>
      <td>{visit.visitType}</td>
      <td>{visit.companyName}</td>
      <td>{visit.whomToMeet}</td>
      <td>{formatVisitTime(visit.checkin_timestamp, timeZone)}</td>
      <td>{formatVisitTime(visit.checkout_timestamp, timeZone)}</td>
      <td>{visit.visitID}</td>
      <td>
        <span className={visit.checkedOut ? 'badge' : 'badge badge-on-site'}>{visitStatus(visit)}</span>
        {visit.closedBy && <span className="hint closed-by">{CLOSED_BY[visit.closedBy]}</span>}
        {visit.agreement && (
          <Link
            className="signed-link"
            to={signedAgreementPath(visit.id)}
            aria-label={`Signed agreement of visit ${visit.visitID}`}
          >
            Signed
          </Link>
        )}
        {!visit.checkedOut && (
          <Link
            className="print-badge-link"
            to={badgePath(visit.id)}
            aria-label={`Print badge of ${visit.visitorName}`}
          >
            Print badge
          </Link>
        )}
        {!visit.checkedOut && <CheckOutButton visit={visit} />}
      </td>
      <td>
        <VisitMail visit={visit} records={mail} timeZone={timeZone} />
      </td>
    </tr>
  );
});

export function DashboardTable({ visits, mail, timeZone }: DashboardTableProps) {
  const mailByVisit = useMemo(() => {
    const byVisit = new Map<string, MailRecord[]>();
    for (const record of mail) byVisit.set(record.visitId, [...(byVisit.get(record.visitId) ?? []), record]);
    return byVisit;
  }, [mail]);
  return (
    <TableScroll label="Visits">
      <table className="visits-table">
        <caption>Admin Panel</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visits.map((visit) => (
            <VisitRow
              key={visit.id}
              visit={visit}
              mail={mailByVisit.get(visit.id) ?? NO_MAIL}
              timeZone={timeZone}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
