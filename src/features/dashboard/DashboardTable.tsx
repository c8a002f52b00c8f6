import { msg, t } from '../../lib/operatorText';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { badgePath, signedAgreementPath } from '../../app/screenLinks';
import type { Visit } from '../../backend/port/visits';
import { formatVisitTime } from '../../lib/formatTime';
import { CheckOutButton } from '../../shared/CheckOutButton';
import { IconButton, IconLink } from '../../components/IconButton';
import { PanelRightOpen, Printer } from 'lucide-react';
import { VisitPhoto } from '../../components/VisitPhoto';
import { TableScroll } from '../../components/TableScroll';
import { CLOSED_BY, visitStatus } from './visitStatus';

/** What fits at 1280 px: the rest of a visit (email, mobile, type, its emails) is in its details drawer. */
const HEADERS = [
  msg('Photo'),
  msg('Visitor'),
  msg('Company'),
  msg('Whom To Meet'),
  msg('Check-in'),
  msg('Check-out'),
  msg('Visit ID'),
  msg('Status'),
  msg('Actions'),
] as const;

interface DashboardTableProps {
  visits: Visit[];
  timeZone: string;
  /** The visit whose details are open, marked in its row. */
  openId: string | null;
  onDetails: (visit: Visit, opener: HTMLButtonElement) => void;
}

const visitorName = (visit: Visit) =>
  visit.anonymisedAt === undefined ? visit.visitorName : t('Anonymised');

/** A row re-renders only when its visit changed: a keystroke's new page keeps most rows. */
const VisitRow = memo(function VisitRow({
  visit,
  timeZone,
  open,
  onDetails,
}: {
  visit: Visit;
  timeZone: string;
  open: boolean;
  onDetails: DashboardTableProps['onDetails'];
}) {
  return (
    <tr className={open ? 'row-open' : undefined}>
      <td>
        <VisitPhoto imageUrl={visit.imageUrl} name={visit.visitorName} size={40} />
      </td>
      <th scope="row">{visit.anonymisedAt === undefined ? visit.visitorName : <em>{t('Anonymised')}</em>}</th>
      <td>{visit.companyName}</td>
      <td>{visit.whomToMeet}</td>
      <td className="time-cell">{formatVisitTime(visit.checkin_timestamp, timeZone)}</td>
      <td className="time-cell">{formatVisitTime(visit.checkout_timestamp, timeZone)}</td>
      <td>{visit.visitID}</td>
      <td>
        <span className={visit.checkedOut ? 'badge' : 'badge badge-on-site'}>{t(visitStatus(visit))}</span>
        {visit.closedBy && <span className="hint closed-by">{t(CLOSED_BY[visit.closedBy])}</span>}
        {visit.agreement && (
          <Link
            className="signed-link"
            to={signedAgreementPath(visit.id)}
            aria-label={t('Signed agreement of visit {visitID}', { visitID: visit.visitID })}
          >
            {t('Signed')}
          </Link>
        )}
      </td>
      <td>
        <div className="row-actions">
          <IconButton
            icon={PanelRightOpen}
            label={t('Details of {visitorName}, visit ID {visitId}', {
              visitorName: visitorName(visit),
              visitId: visit.visitID,
            })}
            aria-expanded={open}
            onClick={(event) => onDetails(visit, event.currentTarget)}
          />
          {!visit.checkedOut && (
            <IconLink
              icon={Printer}
              to={badgePath(visit.id)}
              label={t('Print badge of {visitorName}', { visitorName: visit.visitorName })}
            />
          )}
          {!visit.checkedOut && <CheckOutButton visit={visit} asIcon />}
        </div>
      </td>
    </tr>
  );
});

export function DashboardTable({ visits, timeZone, openId, onDetails }: DashboardTableProps) {
  return (
    <TableScroll label={t('Visits')}>
      <table className="visits-table dashboard-table">
        <caption>{t('Admin Panel')}</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {t(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visits.map((visit) => (
            <VisitRow
              key={visit.id}
              visit={visit}
              timeZone={timeZone}
              open={visit.id === openId}
              onDetails={onDetails}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
