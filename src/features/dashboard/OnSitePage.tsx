import { t } from '../../lib/operatorText';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatVisitTime } from '../../lib/formatTime';
import { siteDayOf } from '../../lib/siteDays';
import { unclosedOf, RollCallControls, RollCallHistory } from '../compliance';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { useOnSiteQuery } from '../../shared/visitsApi';
import { VisitPhoto } from '../../components/VisitPhoto';
import { CheckOutButton, useCheckedOut } from '../../shared/CheckOutButton';
import { CheckOutEveryone } from './CheckOutEveryone';
import { TableScroll } from '../../components/TableScroll';

/** Everyone checked in and not yet out: the list to take outside in an evacuation. */
export function OnSitePage() {
  const { data, error: failure } = useOnSiteQuery(undefined);
  const visits = data?.visits;
  const error = failureText(t('who is on site'), failure);
  useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const checkedOut = useCheckedOut();
  const earlier = data ? unclosedOf(data.visits, siteDayOf(data.asOf, timeZone).start).length : 0;

  return (
    <section className="page on-site">
      <div className="dashboard-heading">
        <PageTitle>{t('On site now')}</PageTitle>
        <div className="row no-print">
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {t('Print')}
          </button>
          <Link to={PATHS.dashboard} className="button button-secondary">
            {t('Back to the dashboard')}
          </Link>
        </div>
      </div>
      {data && <p>{t('As of {time}.', { time: formatVisitTime(data.asOf, timeZone) })}</p>}
      <RollCallControls timeZone={timeZone} />
      {earlier > 0 && (
        <p className="notice no-print">
          {earlier === 1
            ? t('1 visit is still open from earlier days.')
            : t('{count} visits are still open from earlier days.', { count: earlier })}{' '}
          <Link to={PATHS.unclosed}>{t('Review unclosed visits')}</Link>
        </p>
      )}
      <Alert message={error} />
      {checkedOut.notice}
      {!visits && !error && <Spinner label={t('Loading who is on site..')} />}
      {visits?.length === 0 && <p className="empty-state">{t('Nobody is checked in right now.')}</p>}
      {visits && visits.length > 0 && (
        <TableScroll label={t('People on site')}>
          <table className="visits-table">
            <caption>{t('{count} people on site', { count: visits.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Photo')}</th>
                <th scope="col">{t('Visitor')}</th>
                <th scope="col">{t('Mobile')}</th>
                <th scope="col">{t('Whom To Meet')}</th>
                <th scope="col">{t('Check-in')}</th>
                <th scope="col">{t('Visit ID')}</th>
                <th scope="col" className="no-print">
                  {t('Action')}
                </th>
              </tr>
            </thead>
            <tbody>
              {visits.map((visit) => (
                <tr key={visit.id}>
                  <td>
                    <VisitPhoto imageUrl={visit.imageUrl} name={visit.visitorName} size={56} />
                  </td>
                  <th scope="row">{visit.visitorName}</th>
                  <td>{visit.visitorMobile}</td>
                  <td>{visit.whomToMeet}</td>
                  <td>{formatVisitTime(visit.checkin_timestamp, timeZone)}</td>
                  <td>{visit.visitID}</td>
                  <td className="no-print">
                    <CheckOutButton visit={visit} onCheckedOut={checkedOut.onCheckedOut} asIcon />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {visits && <CheckOutEveryone visits={visits} />}
      <RollCallHistory timeZone={timeZone} />
    </section>
  );
}
