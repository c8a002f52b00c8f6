/** What a visitor is told where they give their details: why, and the company's own policy if it has one. */
export function PrivacyNotice({ companyName, policyUrl }: { companyName: string; policyUrl: string }) {
  return (
    <p className="hint privacy-notice">
      {companyName} uses these details to manage your visit and to tell your host you are here.
      {policyUrl && (
        <>
          {' '}
          <a href={policyUrl} target="_blank" rel="noopener noreferrer">
            Privacy policy of {companyName}
          </a>
        </>
      )}
    </p>
  );
}
