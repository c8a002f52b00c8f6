import { t, msg } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { ArrivalPolicy, SiteSettings } from '../../backend/port/settings';
import { Alert } from '../../components/Alert';
import { SaveRow } from '../../components/SaveRow';
import { TextField } from '../../components/TextField';
import { useDraft } from '../../components/useDraft';
import { fieldsOf, readContactlessFields, type ContactlessFields } from './contactlessForm';
import { saveSite } from './settingsThunks';
import { WithSite } from './WithSite';

const POLICIES: { value: ArrivalPolicy; label: string; hint: string }[] = [
  {
    value: 'desk-confirms',
    label: msg('The desk confirms every arrival'),
    hint: msg('Each visitor who scans the code waits until someone at the desk confirms them.'),
  },
  {
    value: 'invited-check-in',
    label: msg('Invited visitors check in by themselves'),
    hint: msg(
      'A visitor whose email matches an invitation for today is checked in at once, using the invitation, by any desk open on the main page; everyone else waits for the desk.',
    ),
  },
];

type Message = { text: string; tone: 'error' | 'success' } | null;

/** The Contactless page: the site's settings for visitors who check in from their own phone. */
export function ContactlessSettings() {
  return (
    <section className="card settings-section" aria-labelledby="contactless-heading">
      <h2 id="contactless-heading">{t('Contactless check-in')}</h2>
      <WithSite>{(site) => <ContactlessSettingsForm saved={site} />}</WithSite>
    </section>
  );
}

/** Where the desk is, the geofence around it, and who lets in a visitor who scanned the desk's code. */
function ContactlessSettingsForm({ saved }: { saved: SiteSettings }) {
  const dispatch = useAppDispatch();
  const { draft: fields, dirty, saving, change, save } = useDraft<ContactlessFields>(() => fieldsOf(saved));
  const [message, setMessage] = useState<Message>(null);
  const [locating, setLocating] = useState(false);

  function fillFromThisDevice() {
    if (!('geolocation' in navigator)) {
      setMessage({
        text: t('This browser cannot tell its location: type the latitude and longitude.'),
        tone: 'error',
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        change({ latitude: coords.latitude.toFixed(6), longitude: coords.longitude.toFixed(6) });
        setMessage({
          text: t('Position filled in from this device (accurate to about {accuracy} m). Save to keep it.', {
            accuracy: Math.round(coords.accuracy),
          }),
          tone: 'success',
        });
      },
      () => {
        setLocating(false);
        setMessage({
          text: t(
            'This device did not give its location: allow it in the browser, or type the latitude and longitude.',
          ),
          tone: 'error',
        });
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readContactlessFields(fields);
    if ('problem' in read) {
      setMessage({ text: read.problem, tone: 'error' });
      return;
    }
    const failure = await save(async () => {
      const result = await dispatch(saveSite(read.settings));
      return saveSite.rejected.match(result) ? (result.payload?.message ?? t('unknown error')) : null;
    });
    setMessage(
      failure === null
        ? { text: t('Saved: contactless check-in follows these settings now.'), tone: 'success' }
        : { text: t('Could not save: {reason}', { reason: failure }), tone: 'error' },
    );
  }

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="contactless-heading"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className="hint">
        {t(
          'Visitors scan the code on the desk’s screen and check in from their own phone. The geofence keeps honest visitors from checking in before they arrive; the rotating code and the desk’s confirmation are what keep everyone else out.',
        )}
      </p>
      <div>
        <button
          type="button"
          className="button button-secondary"
          onClick={fillFromThisDevice}
          disabled={locating}
        >
          {locating ? t('Finding this device…') : t('Use this device’s location')}
        </button>
      </div>
      <div className="field-row">
        <TextField
          label={t('Latitude')}
          value={fields.latitude}
          onChange={(latitude) => change({ latitude })}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          label={t('Longitude')}
          value={fields.longitude}
          onChange={(longitude) => change({ longitude })}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          label={t('Radius (metres)')}
          value={fields.radius}
          onChange={(radius) => change({ radius })}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={fields.geofence}
          onChange={(event) => change({ geofence: event.target.checked })}
        />
        {t('Geofence: refuse arrivals from phones farther away than the radius')}
      </label>
      <fieldset className="choices">
        <legend>{t('Arrival policy')}</legend>
        {POLICIES.map((policy) => (
          <label key={policy.value} className="check">
            <input
              type="radio"
              name="arrival-policy"
              value={policy.value}
              checked={fields.arrivalPolicy === policy.value}
              onChange={() => change({ arrivalPolicy: policy.value })}
            />
            <span>
              {t(policy.label)}
              <span className="hint check-hint">{t(policy.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Alert message={message?.text} tone={message?.tone} />
      <SaveRow label={t('Save contactless settings')} dirty={dirty} busy={saving} />
    </form>
  );
}
