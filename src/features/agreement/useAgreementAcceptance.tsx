import { useState } from 'react';
import type { SignedAgreement } from '../../backend/port/agreements';
import { useSiteQuery } from '../../shared/settingsApi';
import { acceptanceOf, EMPTY_AGREEMENT_FORM } from './acceptance';
import { AgreementSigning } from './AgreementSigning';
import { useLatestAgreementQuery } from './agreementApi';

/**
 * The agreement step of a desk check-in, when the company requires it: the form to show, and the
 * visitor's acceptance (or why it is not one) when Check In is pressed. Not ready until the site's
 * settings, and the agreement they require, are read: Check In waits rather than skip it.
 */
export function useAgreementAcceptance(visitorName: string) {
  const { data: site } = useSiteQuery(undefined);
  const { data: agreement } = useLatestAgreementQuery(undefined, { skip: !site?.agreementRequired });
  const [form, setForm] = useState(EMPTY_AGREEMENT_FORM);
  const asked = site === undefined ? undefined : site.agreementRequired ? agreement : null;

  function accept(at: number): { accepted: SignedAgreement | null } | { problem: string } {
    return asked ? acceptanceOf(asked, visitorName, form, at) : { accepted: null };
  }

  return {
    ready: asked !== undefined,
    accept,
    view: asked ? <AgreementSigning agreement={asked} form={form} onChange={setForm} /> : null,
  };
}
