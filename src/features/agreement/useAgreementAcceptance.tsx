import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { acceptanceOfAsked, type AskedAgreement } from '../../backend/namedAgreements';
import type { SignedAgreement } from '../../backend/port/agreements';
import type { VisitorType } from '../../backend/port/visitorTypes';
import { needsAgreement } from '../../backend/visitorTypes';
import { Alert } from '../../components/Alert';
import { useSiteQuery } from '../../shared/settingsApi';
import { acceptanceOf, EMPTY_AGREEMENT_FORM } from './acceptance';
import { AgreementSigning } from './AgreementSigning';
import { useLatestAgreementQuery, useNamedAgreementQuery } from './agreementApi';

const MISSING_AGREEMENT =
  'This visitor type asks for an agreement that cannot be found: ask an admin to choose it again.';

/**
 * The agreement step of a desk check-in, when the visit's type needs it (as the site says, by default):
 * the form to show, and the visitor's acceptance (or why it is not one) when Check In is pressed. Not
 * ready until the site's settings, and the agreement they require, are read: Check In waits rather than
 * skip it. A type that always needs the visitor agreement asks nothing while no version is published (the
 * rules agree); a type naming another agreement asks for that revision (docs/decisions/named-agreements.md).
 */
export function useAgreementAcceptance(
  visitorName: string,
  type?: Pick<VisitorType, 'agreement' | 'agreementId'>,
) {
  const { data: site } = useSiteQuery(undefined);
  const required = site !== undefined && needsAgreement(type, site.agreementRequired);
  const otherId = type?.agreementId;
  const { data: latest } = useLatestAgreementQuery(undefined, { skip: !required || otherId !== undefined });
  const { data: other } = useNamedAgreementQuery(otherId ?? '', { skip: !required || otherId === undefined });
  const [form, setForm] = useState(EMPTY_AGREEMENT_FORM);
  const read: AskedAgreement | null | undefined =
    otherId === undefined
      ? latest && { agreement: latest }
      : other && {
          agreement: { version: other.revision, text: other.text, translations: other.translations },
          name: other.name,
          agreementId: other.id,
        };
  const asked = site === undefined ? undefined : required ? read : null;
  const missing = required && otherId !== undefined && other === null;

  function accept(at: number): { accepted: SignedAgreement | null } | { problem: string } {
    if (missing) return { problem: t(MISSING_AGREEMENT) };
    if (!asked) return { accepted: null };
    const result = acceptanceOf(asked.agreement, visitorName, form, at);
    return 'problem' in result ? result : { accepted: acceptanceOfAsked(asked, result.accepted) };
  }

  return {
    ready: asked !== undefined || missing,
    accept,
    view: missing ? (
      <Alert message={t(MISSING_AGREEMENT)} />
    ) : asked ? (
      <AgreementSigning agreement={asked.agreement} title={asked.name} form={form} onChange={setForm} />
    ) : null,
  };
}
