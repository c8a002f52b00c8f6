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
import { agreementTextIn } from '../../backend/agreementTranslations';
import type { Agreement, SignedAgreement } from '../../backend/port/agreements';
import { useAgreementVersionQuery, useNamedAgreementQuery } from './agreementApi';

/**
 * What a visitor who signed in another language read: the company's translation of the version (kept beside
 * it, and correctable after a signature, which the heading says), or the original with the phone's note.
 */
function AsRead({ agreement, signed }: { agreement: Agreement; signed: SignedAgreement }) {
  const language = signed.language;
  if (!language || language === 'en') return null;
  const name = languageName(language);
  const { text, translated } = agreementTextIn(agreement, language);
  return translated ? (
    <>
      <h2>{t('As read in {language}: the company’s translation', { language: name })}</h2>
      <p className="hint">
        {t(
          'The translation kept with version {version} today. A translation can be corrected after a signature; the version’s own text below cannot.',
          { version: signed.version },
        )}
      </p>
      <div className="agreement-copy" lang={language}>
        {text}
      </div>
    </>
  ) : (
    <p className="hint">
      {t(
        'Version {version} has no {language} translation today: the visitor was shown the text below as the company wrote it, with a note saying so.',
        { version: signed.version, language: name },
      )}
    </p>
  );
}

/** The agreement a visitor accepted: the version's text, their typed name, signature and time; printable. */
export function SignedAgreementPage() {
  const { visitId = '' } = useParams();
  const { data: visit, error, isLoading } = useVisitQuery(visitId);
  const signed = visit?.agreement;
  // Another agreement's revision, when the visit's type asked for one (docs/decisions/named-agreements.md).
  const otherId = signed?.agreementId;
  const visitorAgreement = useAgreementVersionQuery(signed?.version ?? 0, {
    skip: !signed || otherId !== undefined,
  });
  const other = useNamedAgreementQuery(otherId ?? '', { skip: otherId === undefined });
  const named = other.data;
  const agreement: Agreement | null | undefined =
    otherId === undefined
      ? visitorAgreement.data
      : named && {
          version: named.revision,
          text: named.text,
          publishedAt: named.publishedAt,
          publishedBy: named.publishedBy,
          translations: named.translations,
        };
  const versionError = otherId === undefined ? visitorAgreement.error : other.error;
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
          {agreement && <AsRead agreement={agreement} signed={signed} />}
          <h2>
            {named
              ? t('{name}, revision {revision}', { name: named.name, revision: named.revision })
              : t('Agreement, version {version}', { version: signed.version })}
          </h2>
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
