import { useState } from 'react';
import type { SignedAgreement } from '../../backend/port/agreements';
import type { AgreementPolicy } from '../../backend/port/visitorTypes';
import { needsAgreement } from '../../backend/visitorTypes';
import { useSiteQuery } from '../../shared/settingsApi';
import { acceptanceOf, EMPTY_AGREEMENT_FORM } from './acceptance';
import { AgreementSigning } from './AgreementSigning';
import { useLatestAgreementQuery } from './agreementApi';

/**
 * The agreement step of a desk check-in, when the visit's type needs it (as the site says, by default):
 * the form to show, and the visitor's acceptance (or why it is not one) when Check In is pressed. Not
 * ready until the site's settings, and the agreement they require, are read: Check In waits rather than
 * skip it. A type that always needs it asks nothing while no version is published (the rules agree).
 */
export function useAgreementAcceptance(visitorName: string, policy: AgreementPolicy = 'site') {
  const { data: site } = useSiteQuery(undefined);
  const required = site !== undefined && needsAgreement({ agreement: policy }, site.agreementRequired);
  const { data: agreement } = useLatestAgreementQuery(undefined, { skip: !required });
  const [form, setForm] = useState(EMPTY_AGREEMENT_FORM);
  const asked = site === undefined ? undefined : required ? agreement : null;

  function accept(at: number): { accepted: SignedAgreement | null } | { problem: string } {
    return asked ? acceptanceOf(asked, visitorName, form, at) : { accepted: null };
  }

  return {
    ready: asked !== undefined,
    accept,
    view: asked ? <AgreementSigning agreement={asked} form={form} onChange={setForm} /> : null,
  };
}
