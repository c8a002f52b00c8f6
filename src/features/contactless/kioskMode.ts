import { useSyncExternalStore } from 'react';

/**
 * Kiosk mode: the desk's browser handed to visitors (a tablet at the entrance). Kept in localStorage so
 * that a reload, another tab or a typed address stays in it; only the company's password leaves it.
 */
export const KIOSK_STORAGE_KEY = 'frontdesk.kiosk';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const inKiosk = () => localStorage.getItem(KIOSK_STORAGE_KEY) === 'on';

export function useKioskMode(): boolean {
  return useSyncExternalStore(subscribe, inKiosk, () => false);
}

export function enterKioskMode(): void {
  localStorage.setItem(KIOSK_STORAGE_KEY, 'on');
  notify();
}

export function leaveKioskMode(): void {
  localStorage.removeItem(KIOSK_STORAGE_KEY);
  notify();
}
