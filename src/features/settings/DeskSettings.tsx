import { useState, type SubmitEvent } from 'react';
import type { KeptOnDevice } from '../../backend/port/sync';
import { Alert } from '../../components/Alert';
import { isTrustedDesk, stopTrustingThisDesk, trustThisDesk } from '../../lib/trustedDesk';
import { useKeptOnDeviceQuery } from './deskApi';

/**
 * The This desk page: whether this browser keeps the company's records, so that it checks visitors in
 * through a network cut and after a reload there. A mark on this browser only, applied at the next load.
 */
export function DeskSettings() {
  const { data: kept } = useKeptOnDeviceQuery(undefined);
  return (
    <section className="card settings-section" aria-labelledby="desk-settings-heading">
      <h2 id="desk-settings-heading">This desk</h2>
      {kept === 'everything' && (
        <p>
          In local mode every record is kept in this browser: this desk works without a network, and shares
          nothing with other desks.
        </p>
      )}
      {kept && kept !== 'everything' && <TrustForm kept={kept} />}
    </section>
  );
}

function TrustForm({ kept }: { kept: KeptOnDevice }) {
  const [trusted, setTrusted] = useState(isTrustedDesk);
  const [saved, setSaved] = useState(false);
  const applied = (kept === 'cache') === trusted;

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
        Trust this desk: keep the company’s records in this browser
      </label>
      <p id="trusted-desk-hint" className="hint">
        A trusted desk checks visitors in through a network cut, also after a reload: the site’s settings,
        hosts and watchlist, the visitors and visits it has shown, visit IDs held for the cut, and changes
        waiting for the network stay in this browser, also after logout, until trust is withdrawn here. Trust
        only a desk in your own lobby. Elsewhere nothing of the company stays once the page is closed.
      </p>
      <Alert
        message={saved && !applied ? 'Saved. Reload this page to apply it on this desk.' : null}
        tone="success"
      />
      <div className="save-row">
        <button type="submit" className="button button-primary">
          Save
        </button>
        {saved && !applied && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload now
          </button>
        )}
      </div>
      <p className="hint" role="status">
        {kept === 'cache' ? 'This desk is trusted now.' : 'This desk is not trusted now.'}
      </p>
    </form>
  );
}
