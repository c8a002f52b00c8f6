import { t } from '../../lib/operatorText';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { languageName } from '../../components/visitorLanguage';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone, useSiteQuery } from '../../shared/settingsApi';
import { useVisitQuery } from '../../shared/visitsApi';
import { useAgreementVersionQuery } from './agreementApi';

/** The agreement a visitor accepted: the version's text, their typed name, signature and time; printable. */
export function SignedAgreementPage() {
  const { visitId = '' } = useParams();
  const { data: visit, error, isLoading } = useVisitQuery(visitId);
  const signed = visit?.agreement;
  const { data: agreement, error: versionError } = useAgreementVersionQuery(signed?.version ?? 0, {
    skip: !signed,
  });
  useSiteQuery(undefined);
  const timeZone = useAppSelector(selectSiteTimeZone);

  return (
    <section className="page narrow signed-agreement">
      <PageTitle>{t('Signed agreement')}</PageTitle>
      <Alert message={failureText(t('the visit'), error) ?? failureText(t('the agreement'), versionError)} />
      {isLoading && <Spinner label={t('Reading the visit..')} />}
      {visit === null && <p role="alert">{t('No visit of this company has this address.')}</p>}
      {visit && !signed && <p role="status">{t('This visit has no signed agreement.')}</p>}
      {visit && signed && (
        <article aria-label={t('Signed copy')}>
          <dl className="details">
            <dt>{t('Visitor')}</dt>
            <dd>{visit.anonymisedAt === undefined ? visit.visitorName : t('Anonymised')}</dd>
            <dt>{t('Visit ID')}</dt>
            <dd>{visit.visitID}</dd>
            <dt>{t('Visiting')}</dt>
            <dd>
              {visit.whomToMeet}, {visit.companyName}
            </dd>
            <dt>{t('Accepted')}</dt>
            <dd>{formatVisitTime(signed.signedAt, timeZone)}</dd>
            <dt>{t('Version')}</dt>
            <dd>{signed.version}</dd>
            <dt>{t('Typed name')}</dt>
            <dd>{signed.signedName || '--'}</dd>
            <dt>{t('Signed in')}</dt>
            <dd>{languageName(signed.language)}</dd>
          </dl>
          <h2>{t('Agreement, version {version}', { version: signed.version })}</h2>
          {agreement ? (
            <div className="agreement-copy">{agreement.text}</div>
          ) : (
            !versionError && <Spinner label={t('Reading the agreement..')} />
          )}
          <h2>{t('Signature')}</h2>
          {signed.signature ? (
            <img
              className="signature-image"
              src={signed.signature}
              alt={t('Signature of {signedName}', { signedName: signed.signedName })}
            />
          ) : (
            <p>{t('Accepted by typing the name, without a drawn signature.')}</p>
          )}
        </article>
      )}
      <div className="row no-print">
        {/* Printed only whole: with the text the visitor accepted. */}
        {signed && agreement && (
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {t('Print')}
          </button>
        )}
        <Link className="button button-secondary" to={PATHS.dashboard}>
          {t('Back to the dashboard')}
        </Link>
      </div>
    </section>
  );
}
