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
      <PageTitle>Signed agreement</PageTitle>
      <Alert message={failureText('the visit', error) ?? failureText('the agreement', versionError)} />
      {isLoading && <Spinner label="Reading the visit.." />}
      {visit === null && <p role="alert">No visit of this company has this address.</p>}
      {visit && !signed && <p role="status">This visit has no signed agreement.</p>}
      {visit && signed && (
        <article aria-label="Signed copy">
          <dl className="details">
            <dt>Visitor</dt>
            <dd>{visit.anonymisedAt === undefined ? visit.visitorName : 'Anonymised'}</dd>
            <dt>Visit ID</dt>
            <dd>{visit.visitID}</dd>
            <dt>Visiting</dt>
            <dd>
              {visit.whomToMeet}, {visit.companyName}
            </dd>
            <dt>Accepted</dt>
            <dd>{formatVisitTime(signed.signedAt, timeZone)}</dd>
            <dt>Version</dt>
            <dd>{signed.version}</dd>
            <dt>Typed name</dt>
            <dd>{signed.signedName || '--'}</dd>
            <dt>Signed in</dt>
            <dd>{languageName(signed.language)}</dd>
          </dl>
          <h2>Agreement, version {signed.version}</h2>
          {agreement ? (
            <div className="agreement-copy">{agreement.text}</div>
          ) : (
            !versionError && <Spinner label="Reading the agreement.." />
          )}
          <h2>Signature</h2>
          {signed.signature ? (
            <img
              className="signature-image"
              src={signed.signature}
              alt={`Signature of ${signed.signedName}`}
            />
          ) : (
            <p>Accepted by typing the name, without a drawn signature.</p>
          )}
        </article>
      )}
      <div className="row no-print">
        {/* Printed only whole: with the text the visitor accepted. */}
        {signed && agreement && (
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            Print
          </button>
        )}
        <Link className="button button-secondary" to={PATHS.dashboard}>
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
