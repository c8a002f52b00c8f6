import { t } from '../../lib/operatorText';
import { useCallback, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { useVisitQuery } from '../../shared/visitsApi';
import { PassQr } from './PassQr';
import { answerText, orderedAnswers } from '../../backend/visitAnswers';
import { isSpecType } from '../../backend/visitorTypes';

/** A badge label: 62 × 100 mm, the common die-cut size of label printers. One badge, one page. */
const BADGE_PAGE = '@page { size: 62mm 100mm; margin: 0; }';

const badgeDate = (epochMs: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(
    epochMs,
  );

/**
 * Opened as the site's automatic badge (`?print=auto`): prints once the badge is drawn, its QR included,
 * then goes back to the main page for the next visitor. The browser's print() returns once the dialog
 * closes (at once under --kiosk-printing).
 */
function usePrintAtOnce(): (() => void) | undefined {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const printed = useRef(false);
  const print = useCallback(() => {
    if (printed.current) return;
    printed.current = true;
    window.print();
    void navigate(PATHS.main, { replace: true });
  }, [navigate]);
  return params.get('print') === 'auto' ? print : undefined;
}

/** A visit's badge, to print from the browser's dialog onto a label and wear. */
export function BadgePage() {
  const { visitId = '' } = useParams();
  const { data: visit, error, isLoading } = useVisitQuery(visitId);
  const { data: site } = useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);
  // The company's own type marks the badge with its colour and, where it says so, the visitor's answers.
  const found = site?.visitorTypes.find((each) => each.id === visit?.visitTypeId);
  const type = found && !isSpecType(found) ? found : undefined;
  const printed = type?.answersOnBadge ? orderedAnswers(visit?.answers, type) : [];
  const printAtOnce = usePrintAtOnce();

  return (
    <section className="page narrow visitor-badge-page">
      <div className="no-print">
        <PageTitle>{t('Visitor badge')}</PageTitle>
        <Alert message={failureText(t('the visit'), error)} />
        {isLoading && <Spinner label={t('Reading the visit..')} />}
        {visit === null && <p role="alert">{t('No visit of this company has this badge.')}</p>}
      </div>
      {visit && (
        <>
          <style>{BADGE_PAGE}</style>
          <article
            className="visitor-badge"
            aria-label={t('Badge of {visitorName}', { visitorName: visit.visitorName })}
            style={type ? { borderTop: `4mm solid ${type.badgeColour}` } : undefined}
          >
            <p className="visitor-badge-kind">{t('VISITOR')}</p>
            {type && <p className="visitor-badge-line">{visit.visitType}</p>}
            {visit.imageUrl ? (
              <img className="visitor-badge-photo" src={visit.imageUrl} alt={visit.visitorName} />
            ) : (
              <div className="visitor-badge-photo visitor-badge-no-photo" aria-hidden="true" />
            )}
            <p className="visitor-badge-name">{visit.visitorName}</p>
            {visit.whomToMeet && (
              <p className="visitor-badge-line">
                {t('Visiting {whomToMeet}', { whomToMeet: visit.whomToMeet })}
              </p>
            )}
            <p className="visitor-badge-line">{visit.companyName}</p>
            <p className="visitor-badge-line">{badgeDate(visit.checkin_timestamp, timeZone)}</p>
            {printed.map(([id, answer]) => (
              <p key={id} className="visitor-badge-line">
                {answer.question}: {answerText(answer)}
              </p>
            ))}
            <div className="visitor-badge-code">
              <PassQr visit={visit} onShown={printAtOnce} />
              <p
                className="visitor-badge-visit-id"
                aria-label={t('Visit ID {visitID}', { visitID: visit.visitID })}
              >
                {visit.visitID}
              </p>
            </div>
          </article>
          <div className="row no-print">
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              {t('Print badge')}
            </button>
            <Link className="button button-secondary" to={PATHS.main}>
              {t('Back to the desk')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
