import { useEffect } from 'react';

/**
 * While a long job runs in this tab (an export, an erasure, a bulk checkout), closing or reloading the
 * tab asks first: the browser's own "Leave site?" question. A job stopped midway keeps the batches it
 * finished, but the operator should not lose it by accident.
 */
export function useWarnBeforeLeaving(busy: boolean): void {
  useEffect(() => {
    if (!busy) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [busy]);
}
