import { t, msg } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import type { KeptOnDevice } from '../../backend/port/sync';
import { Alert } from '../../components/Alert';
import { isTrustedDesk, stopTrustingThisDesk, trustThisDesk } from '../../lib/trustedDesk';
import { useKeptOnDeviceQuery } from './deskApi';

/** What trusting this desk keeps in its browser: the company's records (Firebase), or the app (local mode). */
const TRUST_TEXTS = {
  records: {
    label: msg('Trust this desk: keep the company’s records in this browser'),
    hint: msg(
      'A trusted desk checks visitors in through a network cut, also after a reload: the site’s settings, hosts and watchlist, the visitors and visits it has shown, visit IDs held for the cut, changes waiting for the network and the app itself stay in this browser, also after logout, until trust is withdrawn here. Trust only a desk in your own lobby. Elsewhere nothing of the company stays once the page is closed.',
    ),
  },
  app: {
    label: msg('Trust this desk: keep the app in this browser, so that it opens during a network cut'),
    hint: msg(
      'The records are here already; a trusted desk keeps the app itself too, and reloads without a network.',
    ),
  },
};

/**
 * The This desk page: whether this browser is a trusted desk, which keeps the company's records (Firebase)
 * and the app itself, so that it checks visitors in through a network cut and after a reload there. A mark
 * on this browser only, applied at the next load.
 */
export function DeskSettings() {
  const { data: kept } = useKeptOnDeviceQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="desk-settings-heading">
      <h2 id="desk-settings-heading">{t('This desk')}</h2>
      {kept === 'everything' && (
        <p>
          {t(
            'In local mode every record is kept in this browser: this desk works without a network, and shares nothing with other desks.',
          )}
        </p>
      )}
      {kept && <TrustForm kept={kept} />}
    </section>
  );
}

/** Whether the mark, as it was when this page loaded, is in effect: the records' cache, or the mark itself. */
const TRUSTED_AT_LOAD = isTrustedDesk();

function TrustForm({ kept }: { kept: KeptOnDevice }) {
  const texts = kept === 'everything' ? TRUST_TEXTS.app : TRUST_TEXTS.records;
  const inEffect = kept === 'everything' ? TRUSTED_AT_LOAD : kept === 'cache';
  const [trusted, setTrusted] = useState(isTrustedDesk);
  const [saved, setSaved] = useState(false);
  const applied = inEffect === trusted;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trusted) trustThisDesk();
    else stopTrustingThisDesk();
    setSaved(true);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <label className="check">
        <input
          type="checkbox"
          checked={trusted}
          onChange={(event) => {
            setTrusted(event.target.checked);
            setSaved(false);
          }}
          aria-describedby="trusted-desk-hint"
        />
        {t(texts.label)}
      </label>
      <p id="trusted-desk-hint" className="hint">
        {t(texts.hint)}
      </p>
      <Alert
        message={saved && !applied ? t('Saved. Reload this page to apply it on this desk.') : null}
        tone="success"
      />
      <div className="save-row">
        <button type="submit" className="button button-primary">
          {t('Save')}
        </button>
        {saved && !applied && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('Reload now')}
          </button>
        )}
      </div>
      <p className="hint" role="status">
        {inEffect ? t('This desk is trusted now.') : t('This desk is not trusted now.')}
      </p>
    </form>
  );
}
