import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { SiteSettings } from '../../backend/port/settings';
import { AUTO_CHECKOUT_LIMITS, isAutoCheckoutHours, isPolicyUrl } from '../../backend/siteSettings';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { saveSite } from './settingsThunks';

type Policies = Pick<SiteSettings, 'autoCheckoutHours' | 'privacyPolicyUrl'>;

/** The policies as typed, or why they cannot be saved. */
export function readPolicies(hours: string, policyUrl: string): { policies: Policies } | { problem: string } {
  const typedHours = hours.trim();
  const autoCheckoutHours = typedHours === '' ? null : Number(typedHours);
  if (autoCheckoutHours !== null && !isAutoCheckoutHours(autoCheckoutHours)) {
    return {
      problem: `Enter a whole number of hours from ${AUTO_CHECKOUT_LIMITS.min} to ${AUTO_CHECKOUT_LIMITS.max}, or leave it empty.`,
    };
  }
  const privacyPolicyUrl = policyUrl.trim();
  if (privacyPolicyUrl !== '' && !isPolicyUrl(privacyPolicyUrl)) {
    return { problem: 'Enter the policy’s web address, starting with https://, or leave it empty.' };
  }
  return { policies: { autoCheckoutHours, privacyPolicyUrl } };
}

/**
 * Visits nobody checks out (closed automatically after a number of hours, or left for the operator) and
 * the privacy policy every registration screen links to.
 */
export function PoliciesForm({ saved }: { saved: Policies }) {
  const dispatch = useAppDispatch();
  const [hours, setHours] = useState(saved.autoCheckoutHours === null ? '' : String(saved.autoCheckoutHours));
  const [policyUrl, setPolicyUrl] = useState(saved.privacyPolicyUrl);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readPolicies(hours, policyUrl);
    if ('problem' in typed) return setMessage({ text: typed.problem, tone: 'error' });
    const result = await dispatch(saveSite(typed.policies));
    const { autoCheckoutHours } = typed.policies;
    setMessage(
      saveSite.rejected.match(result)
        ? { text: `Could not save: ${result.payload?.message ?? 'unknown error'}`, tone: 'error' }
        : {
            text:
              autoCheckoutHours === null
                ? 'Saved: visits stay open until someone checks them out.'
                : `Saved: visits still open ${autoCheckoutHours} hours after check-in are checked out automatically.`,
            tone: 'success',
          },
    );
  }

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="policies-heading"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id="policies-heading">Policies</h3>
      <TextField
        label="Check out visits automatically after (hours)"
        value={hours}
        onChange={setHours}
        inputMode="numeric"
        autoComplete="off"
      />
      <p className="hint">
        Leave it empty to keep visits open until someone checks them out. The desk applies it when it opens
        and every hour, never during a roll call; the checkout time is that many hours after check-in.
      </p>
      <TextField
        label="Privacy policy address (optional)"
        type="url"
        value={policyUrl}
        onChange={setPolicyUrl}
        maxLength={500}
        autoComplete="off"
      />
      <p className="hint">Linked from the visitor registration screen and the visitor’s phone.</p>
      <Alert message={message?.text} tone={message?.tone} />
      <button type="submit" className="button button-primary">
        Save policies
      </button>
    </form>
  );
}
