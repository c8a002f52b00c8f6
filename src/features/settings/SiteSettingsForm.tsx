import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { PoliciesForm } from './PoliciesForm';
import { RetentionForm } from './RetentionForm';
import { ContactlessSettingsForm } from './ContactlessSettingsForm';
import { isValidTimeZone } from '../../lib/siteDays';
import { useSiteQuery } from '../../shared/settingsApi';
import { saveSite } from './settingsThunks';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The site: its time zone decides every "today" (counts, chart, quota day); where it is, for contactless check-in. */
export function SiteSettingsForm() {
  const { data: site } = useSiteQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="site-heading">
      <h2 id="site-heading">Site</h2>
      {site && (
        <>
          <TimeZoneForm saved={site.timeZone} />
          <PoliciesForm saved={site} />
          <RetentionForm saved={site.retentionDays} />
          <ContactlessSettingsForm saved={site} />
        </>
      )}
    </section>
  );
}

function TimeZoneForm({ saved }: { saved: string }) {
  const dispatch = useAppDispatch();
  const [timeZone, setTimeZone] = useState(saved);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = timeZone.trim();
    if (!isValidTimeZone(typed)) {
      setMessage({
        text: `“${typed}” is not a time zone. Use a name such as Asia/Kolkata or Europe/London.`,
        tone: 'error',
      });
      return;
    }
    const result = await dispatch(saveSite({ timeZone: typed }));
    setMessage(
      saveSite.fulfilled.match(result)
        ? { text: `Saved: the desk’s day now runs by ${typed}.`, tone: 'success' }
        : { text: `Could not save: ${result.payload?.message ?? 'unknown error'}`, tone: 'error' },
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Time zone"
        value={timeZone}
        onChange={setTimeZone}
        list="time-zones"
        autoComplete="off"
      />
      <datalist id="time-zones">
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <p className="hint">Today’s counts and the chart follow the site’s day, wherever the screen is.</p>
      <Alert message={message?.text} tone={message?.tone} />
      <button type="submit" className="button button-primary">
        Save site
      </button>
    </form>
  );
}
