import type { Unsubscribe } from '../port/common';
import type { RefusedChange } from '../port/sync';

const keyOf = (company: string) => `frontdesk.refusedChanges.${company}`;

function isRefusedChange(value: unknown): value is RefusedChange {
  if (typeof value !== 'object' || value === null) return false;
  const { id, what, reason, at } = value as Record<string, unknown>;
  return (
    typeof id === 'string' && typeof what === 'string' && typeof reason === 'string' && typeof at === 'number'
  );
}

export interface RefusedChanges {
  add(company: string, change: Omit<RefusedChange, 'id'>): void;
  watch(company: () => string, listener: (refused: RefusedChange[]) => void): Unsubscribe;
  dismiss(company: string, id: string): void;
}

/**
 * The changes this browser made offline that the server refused, per company: in localStorage, so a
 * reload or a later sign-in still shows them (they are never dropped unseen), in memory where the
 * browser keeps no storage. Only someone of the company dismisses them.
 */
export function createRefusedChanges(): RefusedChanges {
  const memory = new Map<string, RefusedChange[]>();
  const listeners = new Set<() => void>();

  function read(company: string): RefusedChange[] {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(keyOf(company)) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isRefusedChange) : [];
    } catch {
      return memory.get(company) ?? [];
    }
  }

  function write(company: string, refused: RefusedChange[]): void {
    memory.set(company, refused);
    try {
      if (refused.length) localStorage.setItem(keyOf(company), JSON.stringify(refused));
      else localStorage.removeItem(keyOf(company));
    } catch {
      // Kept in memory for this page.
    }
    listeners.forEach((listener) => listener());
  }

  return {
    add(company, change) {
      write(company, [...read(company), { id: crypto.randomUUID(), ...change }]);
    },
    watch(company, listener) {
      const tell = () => listener(read(company()));
      listeners.add(tell);
      // Answers asynchronously, as every subscription of the ports does.
      queueMicrotask(() => listeners.has(tell) && tell());
      return () => listeners.delete(tell);
    },
    dismiss(company, id) {
      write(
        company,
        read(company).filter((change) => change.id !== id),
      );
    },
  };
}
