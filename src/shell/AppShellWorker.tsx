import { msg, t } from '../lib/operatorText';
import { useEffect, useState } from 'react';
import { isTrustedDesk } from '../lib/trustedDesk';
import { forgetAppShell, keepAppShell } from './appShellCache';

export const NEW_VERSION_TEXT = msg('A new version of Frontdesk is ready: it opens at the next reload.');

/**
 * A trusted desk (Settings → This desk, in either mode) keeps the app itself in a service worker
 * (appShellCache.ts), so that it opens and reloads during a network cut; any other desk has none. A new version takes over at the next load:
 * says so, and offers to reload now. Built app only: the dev server and the tests have
 * no worker to register.
 */
export function AppShellWorker({
  enabled = import.meta.env.PROD,
  keepsRecords = isTrustedDesk,
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
      {t(NEW_VERSION_TEXT)}{' '}
      <button type="button" className="button button-small" onClick={() => window.location.reload()}>
        {t('Reload now')}
      </button>
    </p>
  );
}
