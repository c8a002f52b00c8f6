import { t } from '../lib/operatorText';
/** What a visitor is told where they give their details: why, and the company's own policy if it has one. */
export function PrivacyNotice({ companyName, policyUrl }: { companyName: string; policyUrl: string }) {
  return (
    <p className="hint privacy-notice">
      {t('{companyName} uses these details to manage your visit and to tell your host you are here.', {
        companyName,
      })}
      {policyUrl && (
        <>
          {' '}
          <a href={policyUrl} target="_blank" rel="noopener noreferrer">
            {t('Privacy policy of {companyName}', { companyName })}
          </a>
        </>
      )}
    </p>
  );
}
