import { t, msg } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatVisitTime } from '../../lib/formatTime';
import { siteDayOf } from '../../lib/siteDays';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { useOnSiteQuery } from '../../shared/visitsApi';
import { unclosedOf, type BulkTime } from './closings';
import { checkOutUnclosed } from './unclosedThunks';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';
import { TableScroll } from '../../components/TableScroll';
import { countOf, progressText } from '../../lib/countText';

/** "1 visit", "1,340 visits": said when shown. */
const visitsOf = (count: number) => countOf(count, [t('visit'), t('visits')]);

const TIME_CHOICES: { value: BulkTime; label: string }[] = [
  { value: 'end-of-day', label: msg('At the end of the day each visit began') },
  { value: 'now', label: msg('Now') },
];

/** Visits nobody checked out on an earlier site day: select them and check them out together. */
export function UnclosedVisitsPage() {
  const dispatch = useAppDispatch();
  const { data, error: failure } = useOnSiteQuery(undefined);
  useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const unclosed = data && unclosedOf(data.visits, siteDayOf(data.asOf, timeZone).start);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [time, setTime] = useState<BulkTime>('end-of-day');
  const [outcome, setOutcome] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  // While checking out: how many of those chosen are done.
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const closing = progress !== null;
  useWarnBeforeLeaving(closing);
  // Only visits still listed count: one closed meanwhile (by another desk) drops out of the selection.
  const chosen = unclosed?.filter((visit) => selected.has(visit.id)) ?? [];

  function toggle(id: string, on: boolean) {
    setSelected((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.length === 0) {
      setOutcome({ text: t('Select the visits to check out.'), tone: 'error' });
      return;
    }
    const total = chosen.length;
    setOutcome(null);
    setProgress({ done: 0, total });
    const result = await dispatch(
      checkOutUnclosed({
        visits: chosen,
        time,
        timeZone,
        onProgress: (done) => setProgress({ done, total }),
      }),
    );
    setProgress(null);
    if (checkOutUnclosed.rejected.match(result)) {
      setOutcome({
        text: t(
          'Could not check them all out: {reason}. Those already done stay checked out; select the rest and try again.',
          { reason: result.payload?.message ?? t('unknown error') },
        ),
        tone: 'error',
      });
      return;
    }
    const count = result.payload.length;
    const skipped = total - count;
    setSelected(new Set());
    const done =
      time === 'now'
        ? t('Checked out {visits} now.', { visits: visitsOf(count) })
        : t('Checked out {visits} at the end of their day.', { visits: visitsOf(count) });
    const elsewhere =
      skipped > 0 ? t('{visits} had already been checked out elsewhere.', { visits: visitsOf(skipped) }) : '';
    setOutcome({ text: elsewhere ? `${done} ${elsewhere}` : done, tone: 'success' });
  }

  return (
    <section className="page unclosed-visits">
      <div className="dashboard-heading">
        <PageTitle>{t('Unclosed visits')}</PageTitle>
        <Link to={PATHS.onSite} className="button button-secondary">
          {t('Back to who is on site')}
        </Link>
      </div>
      <p>
        {t('Visits checked in on an earlier day (the site’s day, {timeZone}) and never checked out.', {
          timeZone,
        })}
      </p>
      <Alert message={failureText(t('the open visits'), failure)} />
      {!unclosed && !failure && <Spinner label={t('Loading the open visits..')} />}
      {unclosed?.length === 0 && <p className="empty-state">{t('No visit from an earlier day is open.')}</p>}
      {unclosed && unclosed.length > 0 && (
        <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <TableScroll label={t('Open visits from earlier days')}>
            <table className="visits-table">
              <caption>
                {t('{count} open from earlier days, oldest first', { count: unclosed.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t('Select all')}
                      checked={chosen.length === unclosed.length}
                      onChange={(event) =>
                        setSelected(new Set(event.target.checked ? unclosed.map((visit) => visit.id) : []))
                      }
                    />
                  </th>
                  <th scope="col">{t('Visitor')}</th>
                  <th scope="col">{t('Whom To Meet')}</th>
                  <th scope="col">{t('Check-in')}</th>
                  <th scope="col">{t('Visit ID')}</th>
                </tr>
              </thead>
              <tbody>
                {unclosed.map((visit) => (
                  <tr key={visit.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('Select {visitorName}, visit {visitID}', {
                          visitorName: visit.visitorName,
                          visitID: visit.visitID,
                        })}
                        checked={selected.has(visit.id)}
                        onChange={(event) => toggle(visit.id, event.target.checked)}
                      />
                    </td>
                    <th scope="row">{visit.visitorName}</th>
                    <td>{visit.whomToMeet}</td>
                    <td>{formatVisitTime(visit.checkin_timestamp, timeZone)}</td>
                    <td>{visit.visitID}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <fieldset className="choices">
            <legend>{t('Checkout time')}</legend>
            {TIME_CHOICES.map((choice) => (
              <label key={choice.value} className="check">
                <input
                  type="radio"
                  name="checkout-time"
                  value={choice.value}
                  checked={time === choice.value}
                  onChange={() => setTime(choice.value)}
                />
                <span>{t(choice.label)}</span>
              </label>
            ))}
          </fieldset>
          <Alert message={outcome?.tone === 'error' ? outcome.text : null} />
          <button type="submit" className="button button-primary" disabled={closing}>
            {closing ? t('Checking out…') : t('Check out {count} selected', { count: chosen.length })}
          </button>
        </form>
      )}
      {progress && (
        <p role="status" className="alert alert-info">
          {progressText(t('Checked out'), progress.done, progress.total, [t('visit'), t('visits')])}
        </p>
      )}
      {outcome?.tone === 'success' && (
        <p role="status" className="alert alert-success">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
