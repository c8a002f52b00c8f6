/**
 * The service worker that controlled this page as it loaded (null: none), read by the entry as it runs:
 * a new version that takes over before the desk's lazily loaded screens start listening is still a new
 * version (appShellCache.ts compares).
 */
export const workerAtLoad: ServiceWorker | null =
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.controller
    : null;
