import type { SiteSettings } from '../../backend/port/settings';
import { AUTO_CHECKOUT_LIMITS, isAutoCheckoutHours, isPolicyUrl } from '../../backend/siteSettings';
import { isValidTimeZone } from '../../lib/siteDays';
import { t } from '../../lib/operatorText';

type Policies = Pick<SiteSettings, 'autoCheckoutHours' | 'privacyPolicyUrl'>;
export type SiteFormSettings = Pick<
  SiteSettings,
  'timeZone' | 'autoCheckoutHours' | 'privacyPolicyUrl' | 'autoPrintBadge'
>;

/** The Site & policies page's fields as typed. */
export interface SiteFields {
  timeZone: string;
  hours: string;
  policyUrl: string;
  autoPrintBadge: boolean;
}

export const siteFieldsOf = (site: SiteSettings): SiteFields => ({
  timeZone: site.timeZone,
  hours: site.autoCheckoutHours === null ? '' : String(site.autoCheckoutHours),
  policyUrl: site.privacyPolicyUrl,
  autoPrintBadge: site.autoPrintBadge,
});

/** The policies as typed, or why they cannot be saved. */
export function readPolicies(hours: string, policyUrl: string): { policies: Policies } | { problem: string } {
  const typedHours = hours.trim();
  const autoCheckoutHours = typedHours === '' ? null : Number(typedHours);
  if (autoCheckoutHours !== null && !isAutoCheckoutHours(autoCheckoutHours)) {
    return {
      problem: t('Enter a whole number of hours from {min} to {max}, or leave it empty.', {
        min: AUTO_CHECKOUT_LIMITS.min,
        max: AUTO_CHECKOUT_LIMITS.max,
      }),
    };
  }
  const privacyPolicyUrl = policyUrl.trim();
  if (privacyPolicyUrl !== '' && !isPolicyUrl(privacyPolicyUrl)) {
    return { problem: t('Enter the policy’s web address, starting with https://, or leave it empty.') };
  }
  return { policies: { autoCheckoutHours, privacyPolicyUrl } };
}

/** The whole page as typed, or its first problem in words. */
export function readSiteFields(fields: SiteFields): { settings: SiteFormSettings } | { problem: string } {
  const timeZone = fields.timeZone.trim();
  if (!isValidTimeZone(timeZone)) {
    return {
      problem: t('“{timeZone}” is not a time zone. Use a name such as Asia/Kolkata or Europe/London.', {
        timeZone,
      }),
    };
  }
  const policies = readPolicies(fields.hours, fields.policyUrl);
  if ('problem' in policies) return policies;
  return { settings: { timeZone, ...policies.policies, autoPrintBadge: fields.autoPrintBadge } };
}

/** What the saved settings now do, in one sentence. */
export function savedSiteText({ timeZone, autoCheckoutHours }: SiteFormSettings): string {
  return autoCheckoutHours === null
    ? t('Saved: the desk’s day now runs by {timeZone}; visits stay open until someone checks them out.', {
        timeZone,
      })
    : t(
        'Saved: the desk’s day now runs by {timeZone}; visits still open {hours} hours after check-in are checked out automatically.',
        { timeZone, hours: autoCheckoutHours },
      );
}
