import { useEffect, useState } from 'react';
import { readConfig } from '../config/env';
import { isTrustedDesk } from '../lib/trustedDesk';
import { forgetAppShell, keepAppShell } from './appShellCache';

export const NEW_VERSION_TEXT = 'A new version of Frontdesk is ready: it opens at the next reload.';

const keepsCompanyRecords = () => isTrustedDesk() || readConfig(import.meta.env).backend === 'local';

/**
 * A desk that keeps the company's records (a trusted desk, or any desk in local mode, where the records
 * live in the browser) keeps the app itself too, in a service worker (appShellCache.ts), so that it opens
 * and reloads during a network cut; any other desk has none. A new version takes over at the next load:
 * says so, and offers to reload now. Built app only: the dev server and the tests have
 * no worker to register.
 */
export function AppShellWorker({
  enabled = import.meta.env.PROD,
  keepsRecords = keepsCompanyRecords,
}: {
  enabled?: boolean;
  keepsRecords?: () => boolean;
}) {
  const [newVersion, setNewVersion] = useState(false);
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    if (!keepsRecords()) {
      void forgetAppShell().catch(() => undefined);
      return;
    }
    return keepAppShell(() => setNewVersion(true));
  }, [enabled, keepsRecords]);
  if (!newVersion) return null;
  return (
    <p role="status" className="connection-banner new-version-banner">
      {NEW_VERSION_TEXT}{' '}
      <button type="button" className="button button-small" onClick={() => window.location.reload()}>
        Reload now
      </button>
    </p>
  );
}
