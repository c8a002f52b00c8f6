import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from then on (and at once when the page
 * renders without prerendered HTML). A prerendered form stays disabled until then: typed too early, its
 * input would be lost, and a submit would be the browser's own GET with the password in the URL.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
