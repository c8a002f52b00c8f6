import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { SiteSettings } from '../../backend/port/settings';
import { Alert } from '../../components/Alert';
import { SaveRow } from '../../components/SaveRow';
import { TextField } from '../../components/TextField';
import { useDraft } from '../../components/useDraft';
import { readSiteFields, savedSiteText, siteFieldsOf } from './siteForm';
import { saveSite } from './settingsThunks';
import { WithSite } from './WithSite';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

type Message = { text: string; tone: 'error' | 'success' } | null;

/** The Site & policies page: the site's day, visits nobody checks out, the privacy policy, badges. */
export function SiteSettingsForm() {
  return (
    <section className="card settings-section" aria-labelledby="site-heading">
      <h2 id="site-heading">{t('Site & policies')}</h2>
      <WithSite>{(site) => <SiteForm saved={site} />}</WithSite>
    </section>
  );
}

function SiteForm({ saved }: { saved: SiteSettings }) {
  const dispatch = useAppDispatch();
  const { draft, dirty, saving, change, save } = useDraft(() => siteFieldsOf(saved));
  const [message, setMessage] = useState<Message>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readSiteFields(draft);
    if ('problem' in read) return setMessage({ text: read.problem, tone: 'error' });
    const failure = await save(async () => {
      const result = await dispatch(saveSite(read.settings));
      return saveSite.rejected.match(result) ? (result.payload?.message ?? t('unknown error')) : null;
    });
    setMessage(
      failure === null
        ? { text: savedSiteText(read.settings), tone: 'success' }
        : { text: t('Could not save: {reason}', { reason: failure }), tone: 'error' },
    );
  }

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="site-heading"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        label={t('Time zone')}
        value={draft.timeZone}
        onChange={(timeZone) => change({ timeZone })}
        list="time-zones"
        autoComplete="off"
        mainField
      />
      <datalist id="time-zones">
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <p className="hint">
        {t('Today’s counts and the chart follow the site’s day, wherever the screen is.')}
      </p>
      <TextField
        label={t('Check out visits automatically after (hours)')}
        value={draft.hours}
        onChange={(hours) => change({ hours })}
        inputMode="numeric"
        autoComplete="off"
      />
      <p className="hint">
        {t(
          'Leave it empty to keep visits open until someone checks them out. The desk applies it when it opens and every hour, never during a roll call; the checkout time is that many hours after check-in.',
        )}
      </p>
      <TextField
        label={t('Privacy policy address (optional)')}
        type="url"
        value={draft.policyUrl}
        onChange={(policyUrl) => change({ policyUrl })}
        maxLength={500}
        autoComplete="off"
      />
      <p className="hint">{t('Linked from the visitor registration screen and the visitor’s phone.')}</p>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.autoPrintBadge}
          onChange={(event) => change({ autoPrintBadge: event.target.checked })}
        />
        {t('Print the badge as soon as a visitor is checked in')}
      </label>
      <p className="hint">
        {t(
          'For a desk with a label printer: the print dialog opens by itself after each check-in, at the desk or confirmed from a phone. Start the browser with --kiosk-printing to skip the dialog.',
        )}
      </p>
      <Alert message={message?.text} tone={message?.tone} />
      <SaveRow label={t('Save site')} dirty={dirty} busy={saving} />
    </form>
  );
}
