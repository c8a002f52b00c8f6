import { workerAtLoad } from './workerAtLoad';

/** The worker the build writes (vite.config.ts, appShellWorker): Workbox's, keeping the desk's app shell. */
const WORKER_URL = '/sw.js';

/** What keepAppShell uses of a registration: the worker it is installing, the one waiting. */
interface WorkerRegistration extends EventTarget {
  readonly installing: (EventTarget & { readonly state: string }) | null;
  readonly waiting: object | null;
}

/** What keepAppShell uses of the browser's service worker container (its controller, by identity only). */
interface WorkerContainer extends EventTarget {
  readonly controller: object | null;
  register: (url: string) => Promise<WorkerRegistration>;
}

/**
 * Registers the app-shell worker on a trusted desk, so that the desk opens and reloads during a network
 * cut. A newer version of the app, once fetched (by this registration, or by the browser's own check as
 * the page loaded), takes over at once (the worker skips waiting): this page goes on with the code it has
 * (a signed-in desk has fetched all of its screens), and the next load is the new version; `onNewVersion`
 * is told then. Chromium under load sometimes leaves the new worker waiting all the same, until the next
 * load (which it does take over): `onNewVersion` is told as soon as a new worker waits, too.
 * Returns a function that stops listening.
 */
export function keepAppShell(
  onNewVersion: () => void,
  workers: WorkerContainer = navigator.serviceWorker,
  loadedWith: object | null = workerAtLoad,
): () => void {
  let listening = true;
  // The first worker of this browser controls nothing yet: only a later one is a new version.
  const announce = () => {
    if (listening && loadedWith !== null) onNewVersion();
  };
  workers.addEventListener('controllerchange', announce);
  if (workers.controller !== loadedWith) announce();
  workers
    .register(WORKER_URL)
    .then((registration) => {
      if (registration.waiting) announce();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && registration.waiting === installing) announce();
        });
      });
    })
    // A registration refused (a private window, a blocked worker) leaves the desk as it was.
    .catch(() => undefined);
  return () => {
    listening = false;
    workers.removeEventListener('controllerchange', announce);
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
