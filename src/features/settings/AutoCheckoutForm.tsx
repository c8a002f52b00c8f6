import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { AUTO_CHECKOUT_LIMITS, isAutoCheckoutHours } from '../../backend/siteSettings';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { saveSite } from './settingsThunks';

/** Visits nobody checks out: closed automatically after a number of hours, or left for the operator. */
export function AutoCheckoutForm({ saved }: { saved: number | null }) {
  const dispatch = useAppDispatch();
  const [hours, setHours] = useState(saved === null ? '' : String(saved));
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = hours.trim();
    const autoCheckoutHours = typed === '' ? null : Number(typed);
    if (autoCheckoutHours !== null && !isAutoCheckoutHours(autoCheckoutHours)) {
      setMessage({
        text: `Enter a whole number of hours from ${AUTO_CHECKOUT_LIMITS.min} to ${AUTO_CHECKOUT_LIMITS.max}, or leave it empty.`,
        tone: 'error',
      });
      return;
    }
    const result = await dispatch(saveSite({ autoCheckoutHours }));
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
      aria-labelledby="auto-checkout-heading"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id="auto-checkout-heading">Automatic check-out</h3>
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
      <Alert message={message?.text} tone={message?.tone} />
      <button type="submit" className="button button-primary">
        Save automatic check-out
      </button>
    </form>
  );
}
