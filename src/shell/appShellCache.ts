import { Workbox } from 'workbox-window';

/** The worker the build writes (vite.config.ts, appShellWorker): it keeps the desk's app shell. */
const WORKER_URL = '/sw.js';

/**
 * Registers the app-shell worker on a desk that keeps the company's records, so that the desk opens and
 * reloads during a network cut. A newer version of the app, once fetched, takes over at once: this page
 * goes on with the code it has (a signed-in desk has fetched all of its screens), and the next load is the
 * new version; `onNewVersion` is told then. Returns a function that stops listening.
 */
export function keepAppShell(onNewVersion: () => void): () => void {
  const workbox = new Workbox(WORKER_URL);
  const takeOver = () => workbox.messageSkipWaiting();
  const announce = (event: { isUpdate?: boolean }) => {
    if (event.isUpdate) onNewVersion();
  };
  workbox.addEventListener('waiting', takeOver);
  workbox.addEventListener('controlling', announce);
  // A worker registration failing (a private window, a blocked worker) leaves the desk as it was.
  workbox.register().catch(() => undefined);
  return () => {
    workbox.removeEventListener('waiting', takeOver);
    workbox.removeEventListener('controlling', announce);
  };
}

/**
 * On a desk that is not trusted (or no longer): no app-shell worker, and none of the shell it kept. The
 * records are another matter (lib/trustedDesk.ts empties Firestore's cache).
 */
export async function forgetAppShell(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  const ours = registrations.filter((registration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) =>
      worker?.scriptURL.endsWith(WORKER_URL),
    ),
  );
  await Promise.all(ours.map((registration) => registration.unregister()));
  if (ours.length === 0) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('workbox-')).map((name) => caches.delete(name)));
}
